import { InfoScreen } from '../../kit/InfoScreen.tsx';

/**
 * /identityCheck: 身份验证.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IdentityCheckScreen() {
  return <InfoScreen title="身份验证" />;
}
