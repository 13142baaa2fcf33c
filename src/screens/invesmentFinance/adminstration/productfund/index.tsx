import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/adminstration/productfund: 基金产品.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productListQry.
 */
export default function ProductfundScreen() {
  return <QueryScreen operation="productListQry" title="基金产品" />;
}
