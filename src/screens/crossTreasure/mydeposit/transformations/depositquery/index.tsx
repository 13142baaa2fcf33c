import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/depositquery: 外币存款查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DepositqueryScreen() {
  return <InfoScreen title="外币存款查询" />;
}
