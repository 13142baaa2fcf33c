import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/setting: 快捷指引.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettingScreen() {
  return <InfoScreen title="快捷指引" />;
}
