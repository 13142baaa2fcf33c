import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /enterpriseEcological/setting: 生态账户设置.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettingScreen() {
  return <InfoScreen title="生态账户设置" />;
}
