import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/akPaymentRecord: 案款缴纳记录.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AkPaymentRecordScreen() {
  return <InfoScreen title="案款缴纳记录" />;
}
