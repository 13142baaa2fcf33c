import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet/viewProgress.vue: 开立进度查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to walletListQry.
 */
export default function ViewProgressVueScreen() {
  return <QueryScreen operation="walletListQry" title="开立进度查询" />;
}
