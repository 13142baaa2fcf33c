import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /payTransfer/traInMain/payeeImport: 批量导入收款人.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to uploadFile.
 */
export default function PayeeImportScreen() {
  return <FormScreen operation="uploadFile" title="批量导入收款人" />;
}
