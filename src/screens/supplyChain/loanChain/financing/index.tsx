import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/financing: 链捷贷融资申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancingScreen() {
  return <InfoScreen title="链捷贷融资申请" />;
}
