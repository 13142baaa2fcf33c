import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /enterpriseEcological/receipt: 生态账户回单.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to elecReceiptQry.
 */
export default function ReceiptScreen() {
  return <QueryScreen operation="elecReceiptQry" title="生态账户回单" />;
}
