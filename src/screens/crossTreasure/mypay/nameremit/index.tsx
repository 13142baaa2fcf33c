import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypay/nameremit: 同名账户划转.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function NameremitScreen() {
  return <InfoScreen title="同名账户划转" />;
}
