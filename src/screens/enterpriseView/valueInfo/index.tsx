import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /enterpriseView/valueInfo: 企业价值信息.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to enterpriseInforQry.
 */
export default function ValueInfoScreen() {
  return <FormScreen operation="enterpriseInforQry" title="企业价值信息" />;
}
