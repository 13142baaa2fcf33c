import { InfoScreen } from '../../kit/InfoScreen.tsx';

/**
 * /businessAdmin: 企业管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BusinessAdminScreen() {
  return <InfoScreen title="企业管理" />;
}
