import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet: 钱包管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ManagementWalletScreen() {
  return <InfoScreen title="钱包管理" />;
}
