import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/userManage: 用户管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UserManageScreen() {
  return <InfoScreen title="用户管理" />;
}
