import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/loanChain/iouDeal: 链捷贷借据办理.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to loanChainIouSub.
 */
export default function IouDealScreen() {
  return <SignedScreen operation="loanChainIouSub" title="链捷贷借据办理" />;
}
