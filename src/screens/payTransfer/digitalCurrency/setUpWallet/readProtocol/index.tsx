import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet/readProtocol: 钱包服务协议.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReadProtocolScreen() {
  return <InfoScreen title="钱包服务协议" />;
}
