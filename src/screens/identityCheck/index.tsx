import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /identityCheck: 身份验证.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to forgotPasswordSms.
 */
export default function IdentityCheckScreen() {
  return <FormScreen operation="forgotPasswordSms" title="身份验证" />;
}
