import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /account/myAccount: 我的账户.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MyAccountScreen() {
  return <InfoScreen title="我的账户" />;
}
