import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/billLimitSupply/index: 出票额度申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billLimitSupplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billLimitSupplySub" title="出票额度申请" />;
}
