import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqisq: 远期结售汇申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function YuanqisqScreen() {
  return <InfoScreen title="远期结售汇申请" />;
}
