import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/billLimitSupply/index: 商票出票额度申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billLimitSupplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billLimitSupplySub" title="商票出票额度申请" />;
}
