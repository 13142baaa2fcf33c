import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/reserTransfer: 钱包预约转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReserTransferScreen() {
  return <InfoScreen title="钱包预约转账" />;
}
