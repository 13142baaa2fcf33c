import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/ruptcyAccountAuthModeQry: 授权模式查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to bankruptcyCaseAccountQry.
 */
export default function RuptcyAccountAuthModeQryScreen() {
  return <QueryScreen operation="bankruptcyCaseAccountQry" title="授权模式查询" />;
}
