import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billsCustody/reDeposit: 票据续存.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolReDepositSub.
 */
export default function ReDepositScreen() {
  return <SignedScreen operation="billPoolReDepositSub" title="票据续存" />;
}
