import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/adminstration/fundsdetails: 基金详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productListQry.
 */
export default function FundsdetailsScreen() {
  return <QueryScreen operation="productListQry" title="基金详情" />;
}
