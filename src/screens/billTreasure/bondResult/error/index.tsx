import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/bondResult/error: 保证金存入失败.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ErrorScreen() {
  return <InfoScreen title="保证金存入失败" />;
}
