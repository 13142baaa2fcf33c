import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/dredgeBusiness: 业务开通.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DredgeBusinessScreen() {
  return <InfoScreen title="业务开通" />;
}
