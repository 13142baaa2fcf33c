import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqidqr/pcDetail: 远期平仓明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PcDetailScreen() {
  return <InfoScreen title="远期平仓明细" />;
}
