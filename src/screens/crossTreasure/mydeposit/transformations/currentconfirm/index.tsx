import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/currentconfirm: 活期转存确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CurrentconfirmScreen() {
  return <InfoScreen title="活期转存确认" />;
}
