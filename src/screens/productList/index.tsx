import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /productList: 产品列表.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productListQry.
 */
export default function ProductListScreen() {
  return <QueryScreen operation="productListQry" title="产品列表" />;
}
