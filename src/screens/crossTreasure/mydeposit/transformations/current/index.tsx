import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/current: 外币活期转存.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CurrentScreen() {
  return <InfoScreen title="外币活期转存" />;
}
