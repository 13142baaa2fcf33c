import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/signContract/informationFill: 签约信息填写.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billSignContractSub.
 */
export default function InformationFillScreen() {
  return <SignedScreen operation="billSignContractSub" title="签约信息填写" />;
}
