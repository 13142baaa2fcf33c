import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /mine/changeLoginPass: 修改登录密码.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to changePassword.
 */
export default function ChangeLoginPassScreen() {
  return <FormScreen operation="changePassword" title="修改登录密码" />;
}
