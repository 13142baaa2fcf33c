import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet/rescind: 钱包注销.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RescindScreen() {
  return <InfoScreen title="钱包注销" />;
}
