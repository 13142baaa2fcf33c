import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypayee/autoconfirm: 来账自动确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to successAutoReceiptsPush.
 */
export default function AutoconfirmScreen() {
  return <SignedScreen operation="successAutoReceiptsPush" title="来账自动确认" />;
}
