import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/pact: 借款合同.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterContractSign.
 */
export default function PactScreen() {
  return <SignedScreen operation="creditCenterContractSign" title="借款合同" />;
}
