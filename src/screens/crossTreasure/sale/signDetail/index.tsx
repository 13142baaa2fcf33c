import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/sale/signDetail: 远期签约详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to forwardContractQry.
 */
export default function SignDetailScreen() {
  return <QueryScreen operation="forwardContractQry" title="远期签约详情" />;
}
