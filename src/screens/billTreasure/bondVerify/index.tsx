import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bondVerify: 保证金复核.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BondVerifyScreen() {
  return <InfoScreen title="保证金复核" />;
}
