import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/res: 办理结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResScreen() {
  return <InfoScreen title="办理结果" />;
}
