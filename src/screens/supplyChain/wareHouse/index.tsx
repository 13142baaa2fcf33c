import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse: 仓单e贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function WareHouseScreen() {
  return <InfoScreen title="仓单e贷" />;
}
