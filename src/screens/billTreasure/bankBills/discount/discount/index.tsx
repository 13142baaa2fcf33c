import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/discount/discount: 贴现申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DiscountScreen() {
  return <InfoScreen title="贴现申请" />;
}
