import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/accessWallet: 我的钱包.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccessWalletScreen() {
  return <InfoScreen title="我的钱包" />;
}
