import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/billsPayee/docImport: 收款人批量导入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DocImportScreen() {
  return <InfoScreen title="收款人批量导入" />;
}
