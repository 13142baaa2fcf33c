import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/billsPayee/docImport: 商票收款人批量导入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DocImportScreen() {
  return <InfoScreen title="商票收款人批量导入" />;
}
