import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/foregintrade/foregintradequery: 外汇交易查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fxTradeQry.
 */
export default function ForegintradequeryScreen() {
  return <QueryScreen operation="fxTradeQry" title="外汇交易查询" />;
}
