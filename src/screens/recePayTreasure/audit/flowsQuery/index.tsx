import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /recePayTreasure/audit/flowsQuery: 收付流水查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FlowsQueryScreen() {
  return <InfoScreen title="收付流水查询" />;
}
