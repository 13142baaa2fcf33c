import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/signContract/signContract: 票据业务签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignContractScreen() {
  return <InfoScreen title="票据业务签约" />;
}
