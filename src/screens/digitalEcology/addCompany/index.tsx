import { ScaffoldScreen } from '../../../shell/ScaffoldScreen.tsx';

export default function AddCompany() {
  return <ScaffoldScreen title="创建/加入企业" path="/digitalEcology/addCompany" />;
}
