import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /digitalEcology/companyApplyList: 企业申请列表.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to ecoCompanyApplyQry.
 */
export default function CompanyApplyListScreen() {
  return <QueryScreen operation="ecoCompanyApplyQry" title="企业申请列表" />;
}
