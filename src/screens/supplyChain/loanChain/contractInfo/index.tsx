import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/loanChain/contractInfo: 链捷贷合同信息.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to supplyChainContractSign.
 */
export default function ContractInfoScreen() {
  return <SignedScreen operation="supplyChainContractSign" title="链捷贷合同信息" />;
}
