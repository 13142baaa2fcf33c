import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/issueApplication/index: 商票出票申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billIssueSub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billIssueSub" title="商票出票申请" />;
}
