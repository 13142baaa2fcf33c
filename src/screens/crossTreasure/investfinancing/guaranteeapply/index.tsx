import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/investfinancing/guaranteeapply: 保函申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function GuaranteeapplyScreen() {
  return <InfoScreen title="保函申请" />;
}
