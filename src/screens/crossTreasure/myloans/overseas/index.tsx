import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myloans/overseas: 海外代付.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to crossBorderDrawApply.
 */
export default function OverseasScreen() {
  return <SignedScreen operation="crossBorderDrawApply" title="海外代付" />;
}
