import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/digitalCurrency/transactionDetails: 钱包交易明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to walletTransDetailQry.
 */
export default function TransactionDetailsScreen() {
  return <QueryScreen operation="walletTransDetailQry" title="钱包交易明细" />;
}
