import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypayee/amtapply: 收汇入账申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AmtapplyScreen() {
  return <InfoScreen title="收汇入账申请" />;
}
