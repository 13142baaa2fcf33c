import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/akCourtRefund: 案款退费.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to courtFeeRefund.
 */
export default function AkCourtRefundScreen() {
  return <SignedScreen operation="courtFeeRefund" title="案款退费" />;
}
