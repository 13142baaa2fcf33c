import { InfoScreen } from '../../kit/InfoScreen.tsx';

/**
 * /changePassword: 修改密码.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ChangePasswordScreen() {
  return <InfoScreen title="修改密码" />;
}
