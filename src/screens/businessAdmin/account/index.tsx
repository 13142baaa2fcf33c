import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/account: 企业账户管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccountScreen() {
  return <InfoScreen title="企业账户管理" />;
}
