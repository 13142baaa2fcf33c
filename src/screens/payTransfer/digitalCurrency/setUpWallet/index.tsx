import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet: 开立钱包.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletOpenApply.
 */
export default function SetUpWalletScreen() {
  return <SignedScreen operation="walletOpenApply" title="开立钱包" />;
}
