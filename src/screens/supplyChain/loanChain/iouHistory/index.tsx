import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/iouHistory: 链捷贷借据历史.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouHistoryScreen() {
  return <InfoScreen title="链捷贷借据历史" />;
}
