import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settle/applyquery: 结售汇申请查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApplyqueryScreen() {
  return <InfoScreen title="结售汇申请查询" />;
}
