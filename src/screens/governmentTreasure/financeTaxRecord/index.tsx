import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financeTaxRecord: 缴税记录查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinanceTaxRecordScreen() {
  return <InfoScreen title="缴税记录查询" />;
}
