import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypayee/amtapply: 收汇入账申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to successAutoReceiptsPush.
 */
export default function AmtapplyScreen() {
  return <SignedScreen operation="successAutoReceiptsPush" title="收汇入账申请" />;
}
