import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/telecom: 电信费缴纳.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TelecomScreen() {
  return <InfoScreen title="电信费缴纳" />;
}
