import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypayment/online: 在线付汇.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to abroadRemitSub.
 */
export default function OnlineScreen() {
  return <SignedScreen operation="abroadRemitSub" title="在线付汇" />;
}
