import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy: 破产账户监管.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BankruptcyScreen() {
  return <InfoScreen title="破产账户监管" />;
}
