import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAdmin/empower: 授权管理.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to autoModeAdd.
 */
export default function EmpowerScreen() {
  return <SignedScreen operation="autoModeAdd" title="授权管理" />;
}
