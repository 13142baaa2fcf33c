import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/townshiopAuthLimit: 乡镇授权额度.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to authLimitQry.
 */
export default function TownshiopAuthLimitScreen() {
  return <QueryScreen operation="authLimitQry" title="乡镇授权额度" />;
}
