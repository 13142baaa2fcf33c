import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function AboutUs() {
  return <ScaffoldScreen title="关于我们" path="/aboutUs" />;
}
