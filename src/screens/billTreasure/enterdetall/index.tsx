import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/enterdetall: 入池明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function EnterdetallScreen() {
  return <QueryScreen operation="billPoolQry" title="入池明细" />;
}
