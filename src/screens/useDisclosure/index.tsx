import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function UseDisclosure() {
  return <ScaffoldScreen title="使用条款" path="/useDisclosure" />;
}
