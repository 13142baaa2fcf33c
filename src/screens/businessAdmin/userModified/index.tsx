import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAdmin/userModified: 用户信息修改.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to enterpriseUserUpd.
 */
export default function UserModifiedScreen() {
  return <SignedScreen operation="enterpriseUserUpd" title="用户信息修改" />;
}
