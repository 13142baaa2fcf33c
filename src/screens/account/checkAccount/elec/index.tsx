import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /account/checkAccount/elec: 电子对账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to conformItemsSub.
 */
export default function ElecScreen() {
  return <SignedScreen operation="conformItemsSub" title="电子对账" />;
}
