import { ScaffoldScreen } from '../../../../shell/ScaffoldScreen.tsx';

export default function FunctionSet() {
  return <ScaffoldScreen title="常用功能设置" path="/mine/functionSet/functionSet" />;
}
