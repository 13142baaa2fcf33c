import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/signContract/informationFill: 商票签约信息填写.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billSignContractSub.
 */
export default function InformationFillScreen() {
  return <SignedScreen operation="billSignContractSub" title="商票签约信息填写" />;
}
