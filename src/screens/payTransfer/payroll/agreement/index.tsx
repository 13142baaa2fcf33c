import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/payroll/agreement: 代发协议查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to payrollAgreementQry.
 */
export default function AgreementScreen() {
  return <QueryScreen operation="payrollAgreementQry" title="代发协议查询" />;
}
