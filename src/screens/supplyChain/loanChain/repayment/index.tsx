import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/repayment: 链捷贷还款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RepaymentScreen() {
  return <InfoScreen title="链捷贷还款" />;
}
