import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypayment/apply: 对外付款申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApplyScreen() {
  return <InfoScreen title="对外付款申请" />;
}
