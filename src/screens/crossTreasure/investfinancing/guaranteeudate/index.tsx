import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/investfinancing/guaranteeudate: 保函修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function GuaranteeudateScreen() {
  return <InfoScreen title="保函修改" />;
}
