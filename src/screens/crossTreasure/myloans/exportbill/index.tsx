import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myloans/exportbill: 出口押汇融资.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ExportbillScreen() {
  return <InfoScreen title="出口押汇融资" />;
}
