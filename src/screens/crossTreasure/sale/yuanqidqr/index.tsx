import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqidqr: 远期待确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function YuanqidqrScreen() {
  return <InfoScreen title="远期待确认" />;
}
