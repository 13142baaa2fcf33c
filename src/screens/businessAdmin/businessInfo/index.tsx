import { ScaffoldScreen } from '../../../shell/ScaffoldScreen.tsx';

export default function BusinessInfo() {
  return <ScaffoldScreen title="企业信息" path="/businessAdmin/businessInfo" />;
}
