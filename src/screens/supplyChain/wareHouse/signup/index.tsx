import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/signup: 仓单e贷签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignupScreen() {
  return <InfoScreen title="仓单e贷签约" />;
}
