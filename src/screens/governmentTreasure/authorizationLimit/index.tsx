import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/authorizationLimit: 授权额度查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AuthorizationLimitScreen() {
  return <InfoScreen title="授权额度查询" />;
}
