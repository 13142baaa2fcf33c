import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/reserTransfer: 钱包预约转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletReservedTransferSub.
 */
export default function ReserTransferScreen() {
  return <SignedScreen operation="walletReservedTransferSub" title="钱包预约转账" />;
}
