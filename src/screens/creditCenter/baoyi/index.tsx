import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/baoyi: 保易贷.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to guaranteeLoanApply.
 */
export default function BaoyiScreen() {
  return <SignedScreen operation="guaranteeLoanApply" title="保易贷" />;
}
