import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billsCustody: 票据托管.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillsCustodyScreen() {
  return <InfoScreen title="票据托管" />;
}
