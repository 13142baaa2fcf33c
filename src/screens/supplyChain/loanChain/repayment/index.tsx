import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/loanChain/repayment: 链捷贷还款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to supplyChainRepaymentSub.
 */
export default function RepaymentScreen() {
  return <SignedScreen operation="supplyChainRepaymentSub" title="链捷贷还款" />;
}
