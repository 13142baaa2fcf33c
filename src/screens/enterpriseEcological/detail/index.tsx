import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /enterpriseEcological/detail: 生态账户明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function DetailScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="生态账户明细" />;
}
