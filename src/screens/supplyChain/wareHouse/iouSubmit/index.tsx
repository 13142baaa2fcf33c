import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/iouSubmit: 仓单借据提交.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouSubmitScreen() {
  return <InfoScreen title="仓单借据提交" />;
}
