import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/factoringApplyConf: 保理申请确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FactoringApplyConfScreen() {
  return <InfoScreen title="保理申请确认" />;
}
