import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/iouDeal: 仓单e贷借据办理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouDealScreen() {
  return <InfoScreen title="仓单e贷借据办理" />;
}
