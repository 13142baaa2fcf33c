import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/voucher: 转账凭证打印.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function VoucherScreen() {
  return <InfoScreen title="转账凭证打印" />;
}
