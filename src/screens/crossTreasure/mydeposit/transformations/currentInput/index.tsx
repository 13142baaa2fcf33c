import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/currentInput: 活期转存录入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CurrentInputScreen() {
  return <InfoScreen title="活期转存录入" />;
}
