import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/akCourtRefund: 案款退费.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AkCourtRefundScreen() {
  return <InfoScreen title="案款退费" />;
}
