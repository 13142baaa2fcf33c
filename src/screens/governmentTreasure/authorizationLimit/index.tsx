import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/authorizationLimit: 授权额度查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to authLimitQry.
 */
export default function AuthorizationLimitScreen() {
  return <QueryScreen operation="authLimitQry" title="授权额度查询" />;
}
