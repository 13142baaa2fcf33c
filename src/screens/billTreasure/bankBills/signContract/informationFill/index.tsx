import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/signContract/informationFill: 签约信息填写.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InformationFillScreen() {
  return <InfoScreen title="签约信息填写" />;
}
