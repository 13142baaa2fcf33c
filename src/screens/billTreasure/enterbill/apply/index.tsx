import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/enterbill/apply: 入池申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApplyScreen() {
  return <InfoScreen title="入池申请" />;
}
