import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/confirmShuntSecond: 分流二次确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmShuntSecondScreen() {
  return <InfoScreen title="分流二次确认" />;
}
