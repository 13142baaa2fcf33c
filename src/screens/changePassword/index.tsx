import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function ChangePassword() {
  return <ScaffoldScreen title="修改密码" path="/changePassword" />;
}
