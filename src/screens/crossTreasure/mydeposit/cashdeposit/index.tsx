import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/cashdeposit: 外币保证金存款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CashdepositScreen() {
  return <InfoScreen title="外币保证金存款" />;
}
