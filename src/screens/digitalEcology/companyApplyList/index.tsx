import { ScaffoldScreen } from '../../../shell/ScaffoldScreen.tsx';

export default function CompanyApplyList() {
  return <ScaffoldScreen title="企业申请记录" path="/digitalEcology/companyApplyList" />;
}
