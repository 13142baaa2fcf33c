import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/empowerModified: 授权模式修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EmpowerModifiedScreen() {
  return <InfoScreen title="授权模式修改" />;
}
