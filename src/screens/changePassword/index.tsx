import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /changePassword: 修改密码.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to changePassword.
 */
export default function ChangePasswordScreen() {
  return <FormScreen operation="changePassword" title="修改密码" />;
}
