import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/iouConfirm: 仓单借据确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouConfirmScreen() {
  return <InfoScreen title="仓单借据确认" />;
}
