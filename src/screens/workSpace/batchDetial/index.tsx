import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/batchDetial: 批量业务明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BatchDetialScreen() {
  return <InfoScreen title="批量业务明细" />;
}
