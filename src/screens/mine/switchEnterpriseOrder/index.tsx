import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /mine/switchEnterpriseOrder: 企业切换排序.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to enterpriseListQry.
 */
export default function SwitchEnterpriseOrderScreen() {
  return <FormScreen operation="enterpriseListQry" title="企业切换排序" />;
}
