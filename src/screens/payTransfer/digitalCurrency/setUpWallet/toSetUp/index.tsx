import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet/toSetUp: 钱包开立申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ToSetUpScreen() {
  return <InfoScreen title="钱包开立申请" />;
}
