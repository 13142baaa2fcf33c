import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet/rescind: 钱包注销.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletUnbind.
 */
export default function RescindScreen() {
  return <SignedScreen operation="walletUnbind" title="钱包注销" />;
}
