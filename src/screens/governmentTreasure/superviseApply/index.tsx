import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/superviseApply: 资金监管申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SuperviseApplyScreen() {
  return <InfoScreen title="资金监管申请" />;
}
