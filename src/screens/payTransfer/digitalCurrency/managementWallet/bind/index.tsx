import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet/bind: 绑定银行账户.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletBind.
 */
export default function BindScreen() {
  return <SignedScreen operation="walletBind" title="绑定银行账户" />;
}
