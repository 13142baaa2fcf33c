import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/affirm: 借款确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterContractSign.
 */
export default function AffirmScreen() {
  return <SignedScreen operation="creditCenterContractSign" title="借款确认" />;
}
