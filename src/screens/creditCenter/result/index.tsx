import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/result: 办理结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="办理结果" />;
}
