import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/saction/components/fundrisk: 基金风险测评.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FundriskScreen() {
  return <InfoScreen title="基金风险测评" />;
}
