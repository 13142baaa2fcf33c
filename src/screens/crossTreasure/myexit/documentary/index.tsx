import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myexit/documentary: 出口托收.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DocumentaryScreen() {
  return <InfoScreen title="出口托收" />;
}
