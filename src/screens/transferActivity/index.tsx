import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function TransferActivity() {
  return <ScaffoldScreen title="转账活动" path="/transferActivity" />;
}
