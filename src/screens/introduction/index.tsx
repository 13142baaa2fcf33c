import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function Introduction() {
  return <ScaffoldScreen title="产品介绍" path="/introduction" />;
}
