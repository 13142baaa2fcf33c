import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/signup: 链捷贷签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignupScreen() {
  return <InfoScreen title="链捷贷签约" />;
}
