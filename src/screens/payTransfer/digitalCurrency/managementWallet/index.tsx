import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet: 钱包管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to walletListQry.
 */
export default function ManagementWalletScreen() {
  return <QueryScreen operation="walletListQry" title="钱包管理" />;
}
