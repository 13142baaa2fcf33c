import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/payment: 提款申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PaymentScreen() {
  return <InfoScreen title="提款申请" />;
}
