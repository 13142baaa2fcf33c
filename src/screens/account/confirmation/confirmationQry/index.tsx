import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/confirmation/confirmationQry: 询证函查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to confirmationListQry.
 */
export default function ConfirmationQryScreen() {
  return <QueryScreen operation="confirmationListQry" title="询证函查询" />;
}
