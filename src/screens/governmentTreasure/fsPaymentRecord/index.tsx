import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/fsPaymentRecord: 非税缴款记录.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FsPaymentRecordScreen() {
  return <InfoScreen title="非税缴款记录" />;
}
