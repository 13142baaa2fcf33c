import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /mine/setMorePassword: 交易密码设置.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SetMorePasswordScreen() {
  return <InfoScreen title="交易密码设置" />;
}
