import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/adminstration/confirmationinfo: 基金购买确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmationinfoScreen() {
  return <InfoScreen title="基金购买确认" />;
}
