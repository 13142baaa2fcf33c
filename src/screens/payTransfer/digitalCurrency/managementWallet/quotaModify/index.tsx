import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/managementWallet/quotaModify: 钱包限额修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QuotaModifyScreen() {
  return <InfoScreen title="钱包限额修改" />;
}
