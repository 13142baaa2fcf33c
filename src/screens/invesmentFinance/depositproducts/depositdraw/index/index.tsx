import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositdraw/index: 定期存款支取.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to holdingQry.
 */
export default function IndexScreen() {
  return <QueryScreen operation="holdingQry" title="定期存款支取" />;
}
