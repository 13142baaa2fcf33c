import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/digitalCurrency/accessWallet: 我的钱包.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to walletListQry.
 */
export default function AccessWalletScreen() {
  return <QueryScreen operation="walletListQry" title="我的钱包" />;
}
