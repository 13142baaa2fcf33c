import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billsCustody: 票据托管.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolDepositSub.
 */
export default function BillsCustodyScreen() {
  return <SignedScreen operation="billPoolDepositSub" title="票据托管" />;
}
