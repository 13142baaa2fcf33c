import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/unitPayment: 单位缴款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to compositTally.
 */
export default function UnitPaymentScreen() {
  return <SignedScreen operation="compositTally" title="单位缴款" />;
}
