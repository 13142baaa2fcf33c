import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function IdentityCheck() {
  return <ScaffoldScreen title="身份核验" path="/identityCheck" />;
}
