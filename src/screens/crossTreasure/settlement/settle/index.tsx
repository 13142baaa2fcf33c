import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settlement/settle: 结汇.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettleScreen() {
  return <InfoScreen title="结汇" />;
}
