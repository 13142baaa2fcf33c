import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myloans/gattEloans: 关贸e贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function GattEloansScreen() {
  return <InfoScreen title="关贸e贷" />;
}
