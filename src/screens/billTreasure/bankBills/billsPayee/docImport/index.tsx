import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /billTreasure/bankBills/billsPayee/docImport: 收款人批量导入.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to uploadFile.
 */
export default function DocImportScreen() {
  return <FormScreen operation="uploadFile" title="收款人批量导入" />;
}
