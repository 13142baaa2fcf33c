import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/checkAccount/elec: 电子对账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ElecScreen() {
  return <InfoScreen title="电子对账" />;
}
