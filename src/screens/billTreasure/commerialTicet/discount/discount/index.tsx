import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/discount/discount: 商票贴现申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DiscountScreen() {
  return <InfoScreen title="商票贴现申请" />;
}
