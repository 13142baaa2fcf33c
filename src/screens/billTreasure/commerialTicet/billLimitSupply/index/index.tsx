import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/billLimitSupply/index: 商票出票额度申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="商票出票额度申请" />;
}
