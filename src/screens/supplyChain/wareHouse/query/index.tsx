import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/query: 仓单e贷业务查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QueryScreen() {
  return <InfoScreen title="仓单e贷业务查询" />;
}
