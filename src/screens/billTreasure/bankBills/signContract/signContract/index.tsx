import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/signContract/signContract: 票据业务签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billSignContractSub.
 */
export default function SignContractScreen() {
  return <SignedScreen operation="billSignContractSub" title="票据业务签约" />;
}
