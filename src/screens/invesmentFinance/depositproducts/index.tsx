import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/depositproducts: 存款产品.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productListQry.
 */
export default function DepositproductsScreen() {
  return <QueryScreen operation="productListQry" title="存款产品" />;
}
