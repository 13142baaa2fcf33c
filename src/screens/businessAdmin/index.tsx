import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /businessAdmin: 企业管理.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to enterpriseInforQry.
 */
export default function BusinessAdminScreen() {
  return <FormScreen operation="enterpriseInforQry" title="企业管理" />;
}
