import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/traInMain/transferTem: 转账模板.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to transferTemplateQry.
 */
export default function TransferTemScreen() {
  return <QueryScreen operation="transferTemplateQry" title="转账模板" />;
}
