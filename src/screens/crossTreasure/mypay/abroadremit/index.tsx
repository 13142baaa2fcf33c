import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypay/abroadremit: 境外汇款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AbroadremitScreen() {
  return <InfoScreen title="境外汇款" />;
}
