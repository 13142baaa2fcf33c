import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/repayment: 仓单e贷还款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RepaymentScreen() {
  return <InfoScreen title="仓单e贷还款" />;
}
