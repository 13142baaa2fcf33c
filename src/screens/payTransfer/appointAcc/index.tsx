import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/appointAcc: 预约转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AppointAccScreen() {
  return <InfoScreen title="预约转账" />;
}
