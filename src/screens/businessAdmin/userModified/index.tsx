import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/userModified: 用户信息修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UserModifiedScreen() {
  return <InfoScreen title="用户信息修改" />;
}
