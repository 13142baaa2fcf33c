import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqidq: 远期到期交割.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function YuanqidqScreen() {
  return <InfoScreen title="远期到期交割" />;
}
