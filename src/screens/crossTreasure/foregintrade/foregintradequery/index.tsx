import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/foregintrade/foregintradequery: 外汇交易查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ForegintradequeryScreen() {
  return <InfoScreen title="外汇交易查询" />;
}
