import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/iouDeal: 链捷贷借据办理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouDealScreen() {
  return <InfoScreen title="链捷贷借据办理" />;
}
