import { InfoScreen } from '../../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billsCustody/reDeposit: 票据续存.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReDepositScreen() {
  return <InfoScreen title="票据续存" />;
}
