import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/iouHistory: 仓单e贷借据历史.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouHistoryScreen() {
  return <InfoScreen title="仓单e贷借据历史" />;
}
