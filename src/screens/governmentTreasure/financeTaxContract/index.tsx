import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financeTaxContract: 财税库银签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinanceTaxContractScreen() {
  return <InfoScreen title="财税库银签约" />;
}
