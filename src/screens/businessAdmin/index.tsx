import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function BusinessAdmin() {
  return <ScaffoldScreen title="企业管理" path="/businessAdmin" />;
}
