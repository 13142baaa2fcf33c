import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain: 链捷贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function LoanChainScreen() {
  return <InfoScreen title="链捷贷" />;
}
