import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/factoringApply: 保理申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FactoringApplyScreen() {
  return <InfoScreen title="保理申请" />;
}
