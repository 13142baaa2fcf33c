import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/traInMain/payeeMain: 收款人名册.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to payeeListQry.
 */
export default function PayeeMainScreen() {
  return <QueryScreen operation="payeeListQry" title="收款人名册" />;
}
