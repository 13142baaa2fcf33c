import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/elecReceipt: 电子回单.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to elecReceiptQry.
 */
export default function ElecReceiptScreen() {
  return <QueryScreen operation="elecReceiptQry" title="电子回单" />;
}
