import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myloans/waibi: 外币贷款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function WaibiScreen() {
  return <InfoScreen title="外币贷款" />;
}
