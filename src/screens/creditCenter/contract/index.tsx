import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/contract: 合同签署.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterContractSign.
 */
export default function ContractScreen() {
  return <SignedScreen operation="creditCenterContractSign" title="合同签署" />;
}
