import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/setting: 信贷首页.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettingScreen() {
  return <InfoScreen title="信贷首页" />;
}
