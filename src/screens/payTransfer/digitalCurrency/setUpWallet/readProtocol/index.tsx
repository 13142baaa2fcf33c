import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet/readProtocol: 钱包服务协议.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to signContRact.
 */
export default function ReadProtocolScreen() {
  return <SignedScreen operation="signContRact" title="钱包服务协议" />;
}
