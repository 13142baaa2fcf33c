import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/takeBack: 票据出池.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TakeBackScreen() {
  return <InfoScreen title="票据出池" />;
}
