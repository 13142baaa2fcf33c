import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/singleNonTaxQueryPayment: 非税单笔查询缴款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SingleNonTaxQueryPaymentScreen() {
  return <InfoScreen title="非税单笔查询缴款" />;
}
