import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/detailed: 托管明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function DetailedScreen() {
  return <QueryScreen operation="billPoolQry" title="托管明细" />;
}
