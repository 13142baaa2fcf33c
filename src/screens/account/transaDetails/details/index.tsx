import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/transaDetails/details: 交易明细详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DetailsScreen() {
  return <InfoScreen title="交易明细详情" />;
}
