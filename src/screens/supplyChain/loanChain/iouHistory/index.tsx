import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /supplyChain/loanChain/iouHistory: 链捷贷借据历史.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to supplyChainIouQry.
 */
export default function IouHistoryScreen() {
  return <QueryScreen operation="supplyChainIouQry" title="链捷贷借据历史" />;
}
