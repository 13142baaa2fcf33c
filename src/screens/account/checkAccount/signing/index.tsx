import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/checkAccount/signing: 电子对账签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SigningScreen() {
  return <InfoScreen title="电子对账签约" />;
}
