import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settle/registerquery: 外汇登记查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RegisterqueryScreen() {
  return <InfoScreen title="外汇登记查询" />;
}
