import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypayment/online: 在线付汇.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OnlineScreen() {
  return <InfoScreen title="在线付汇" />;
}
