import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settlement/purchasingApply: 购汇申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PurchasingApplyScreen() {
  return <InfoScreen title="购汇申请" />;
}
