import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /recePayTreasure/audit/report: 收付对账报表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReportScreen() {
  return <InfoScreen title="收付对账报表" />;
}
