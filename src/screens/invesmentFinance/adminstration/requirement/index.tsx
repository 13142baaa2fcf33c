import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/adminstration/requirement: 基金风险揭示.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RequirementScreen() {
  return <InfoScreen title="基金风险揭示" />;
}
