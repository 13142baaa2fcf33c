import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /mine/changeLoginPass: 修改登录密码.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ChangeLoginPassScreen() {
  return <InfoScreen title="修改登录密码" />;
}
