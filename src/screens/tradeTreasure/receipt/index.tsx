import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradeTreasure/receipt: 贸易账户回单.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to elecReceiptQry.
 */
export default function ReceiptScreen() {
  return <QueryScreen operation="elecReceiptQry" title="贸易账户回单" />;
}
