import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/transactionDetails: 钱包交易明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransactionDetailsScreen() {
  return <InfoScreen title="钱包交易明细" />;
}
