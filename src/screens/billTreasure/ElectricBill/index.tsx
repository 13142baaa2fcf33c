import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/ElectricBill: 电子票据.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function ElectricBillScreen() {
  return <QueryScreen operation="billListQry" title="电子票据" />;
}
