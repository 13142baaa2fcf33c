import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /creditCenter/credit: 授信查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to creditLimitQry.
 */
export default function CreditScreen() {
  return <QueryScreen operation="creditLimitQry" title="授信查询" />;
}
