import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/loanChain/financing: 链捷贷融资申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to loanChainFinancingSub.
 */
export default function FinancingScreen() {
  return <SignedScreen operation="loanChainFinancingSub" title="链捷贷融资申请" />;
}
