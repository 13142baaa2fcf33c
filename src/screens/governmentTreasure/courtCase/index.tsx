import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/courtCase: 法院案款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CourtCaseScreen() {
  return <InfoScreen title="法院案款" />;
}
