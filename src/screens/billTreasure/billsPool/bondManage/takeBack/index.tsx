import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/takeBack: 票据出池.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolTakeBackSub.
 */
export default function TakeBackScreen() {
  return <SignedScreen operation="billPoolTakeBackSub" title="票据出池" />;
}
