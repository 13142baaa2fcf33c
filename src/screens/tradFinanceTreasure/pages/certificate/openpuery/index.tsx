import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/openpuery: 开立查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to certificateQry.
 */
export default function OpenpueryScreen() {
  return <QueryScreen operation="certificateQry" title="开立查询" />;
}
