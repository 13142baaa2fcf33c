import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /businessAdmin/businessInfo: 企业信息.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to enterpriseInforQry.
 */
export default function BusinessInfoScreen() {
  return <FormScreen operation="enterpriseInforQry" title="企业信息" />;
}
