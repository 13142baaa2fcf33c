import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/payeeImport: 批量导入收款人.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PayeeImportScreen() {
  return <InfoScreen title="批量导入收款人" />;
}
