import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/sale/yuanqiwdq: 远期未到期查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to forwardContractQry.
 */
export default function YuanqiwdqScreen() {
  return <QueryScreen operation="forwardContractQry" title="远期未到期查询" />;
}
