import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/forfaitingApply: 福费廷申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradFinanceForfaitingApply.
 */
export default function ForfaitingApplyScreen() {
  return <SignedScreen operation="tradFinanceForfaitingApply" title="福费廷申请" />;
}
