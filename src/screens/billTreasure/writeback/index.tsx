import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/writeback: 票据回写.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function WritebackScreen() {
  return <InfoScreen title="票据回写" />;
}
