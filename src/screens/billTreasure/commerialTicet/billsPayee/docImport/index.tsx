import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /billTreasure/commerialTicet/billsPayee/docImport: 商票收款人批量导入.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to uploadFile.
 */
export default function DocImportScreen() {
  return <FormScreen operation="uploadFile" title="商票收款人批量导入" />;
}
