import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myexit/chukouxiny: 出口信用证.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ChukouxinyScreen() {
  return <InfoScreen title="出口信用证" />;
}
