import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myloans/exportEloans: 出口e贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ExportEloansScreen() {
  return <InfoScreen title="出口e贷" />;
}
