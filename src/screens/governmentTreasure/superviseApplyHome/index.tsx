import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/superviseApplyHome: 资金监管.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SuperviseApplyHomeScreen() {
  return <InfoScreen title="资金监管" />;
}
