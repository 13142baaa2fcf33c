import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function PrivacyDisclosure() {
  return <ScaffoldScreen title="隐私声明" path="/privacyDisclosure" />;
}
