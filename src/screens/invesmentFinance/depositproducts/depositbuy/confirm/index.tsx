import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositbuy/confirm: 存款购买确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmScreen() {
  return <InfoScreen title="存款购买确认" />;
}
