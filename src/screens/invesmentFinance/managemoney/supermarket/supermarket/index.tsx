import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/managemoney/supermarket/supermarket: 理财超市.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productListQry.
 */
export default function SupermarketScreen() {
  return <QueryScreen operation="productListQry" title="理财超市" />;
}
