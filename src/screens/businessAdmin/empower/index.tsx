import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/empower: 授权管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EmpowerScreen() {
  return <InfoScreen title="授权管理" />;
}
