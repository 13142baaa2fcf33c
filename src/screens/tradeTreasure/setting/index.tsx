import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradeTreasure/setting: 贸易账户设置.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettingScreen() {
  return <InfoScreen title="贸易账户设置" />;
}
