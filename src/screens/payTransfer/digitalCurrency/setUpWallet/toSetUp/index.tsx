import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet/toSetUp: 钱包开立申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletOpenApply.
 */
export default function ToSetUpScreen() {
  return <SignedScreen operation="walletOpenApply" title="钱包开立申请" />;
}
