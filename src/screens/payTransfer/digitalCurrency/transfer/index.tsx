import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/transfer: 钱包转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletDigitalTransferSub.
 */
export default function TransferScreen() {
  return <SignedScreen operation="walletDigitalTransferSub" title="钱包转账" />;
}
