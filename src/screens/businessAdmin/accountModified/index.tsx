import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAdmin/accountModified: 账户权限修改.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to enterpriseAcctUpd.
 */
export default function AccountModifiedScreen() {
  return <SignedScreen operation="enterpriseAcctUpd" title="账户权限修改" />;
}
