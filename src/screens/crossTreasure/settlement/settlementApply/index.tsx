import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settlement/settlementApply: 结汇申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettlementApplyScreen() {
  return <InfoScreen title="结汇申请" />;
}
