import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/affirm: 借款确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AffirmScreen() {
  return <InfoScreen title="借款确认" />;
}
