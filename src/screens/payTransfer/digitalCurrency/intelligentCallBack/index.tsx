import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/intelligentCallBack: 智能兑回.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to walletSmartConvertSign.
 */
export default function IntelligentCallBackScreen() {
  return <SignedScreen operation="walletSmartConvertSign" title="智能兑回" />;
}
