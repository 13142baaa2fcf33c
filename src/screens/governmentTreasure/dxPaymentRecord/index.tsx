import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/dxPaymentRecord: 电信费缴费记录.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DxPaymentRecordScreen() {
  return <InfoScreen title="电信费缴费记录" />;
}
