import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/accountModified: 账户权限修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccountModifiedScreen() {
  return <InfoScreen title="账户权限修改" />;
}
