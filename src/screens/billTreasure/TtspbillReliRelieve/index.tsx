import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/TtspbillReliRelieve: 票交所解除质押.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TtspbillReliRelieveScreen() {
  return <InfoScreen title="票交所解除质押" />;
}
