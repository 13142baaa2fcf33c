import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet/bind: 绑定银行账户.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BindScreen() {
  return <InfoScreen title="绑定银行账户" />;
}
