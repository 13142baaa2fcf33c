import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet: 开立钱包.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SetUpWalletScreen() {
  return <InfoScreen title="开立钱包" />;
}
