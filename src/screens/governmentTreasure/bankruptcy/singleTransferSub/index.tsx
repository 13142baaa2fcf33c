import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/singleTransferSub: 单笔转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to bankruptcySingleTransferSub.
 */
export default function SingleTransferSubScreen() {
  return <SignedScreen operation="bankruptcySingleTransferSub" title="单笔转账" />;
}
