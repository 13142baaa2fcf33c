import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myloans/overseas: 海外代付.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OverseasScreen() {
  return <InfoScreen title="海外代付" />;
}
