import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /account/transaDetails: 交易明细查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransaDetailsScreen() {
  return <InfoScreen title="交易明细查询" />;
}
