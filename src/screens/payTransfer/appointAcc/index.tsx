import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/appointAcc: 预约转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to preTransferSub.
 */
export default function AppointAccScreen() {
  return <SignedScreen operation="preTransferSub" title="预约转账" />;
}
