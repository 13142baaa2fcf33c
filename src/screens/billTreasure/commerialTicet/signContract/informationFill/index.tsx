import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/signContract/informationFill: 商票签约信息填写.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InformationFillScreen() {
  return <InfoScreen title="商票签约信息填写" />;
}
