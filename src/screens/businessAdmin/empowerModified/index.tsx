import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAdmin/empowerModified: 授权模式修改.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to autoModeUpdate.
 */
export default function EmpowerModifiedScreen() {
  return <SignedScreen operation="autoModeUpdate" title="授权模式修改" />;
}
