import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/transfer: 钱包转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransferScreen() {
  return <InfoScreen title="钱包转账" />;
}
