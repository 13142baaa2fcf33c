import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqiwdq: 远期未到期查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function YuanqiwdqScreen() {
  return <InfoScreen title="远期未到期查询" />;
}
