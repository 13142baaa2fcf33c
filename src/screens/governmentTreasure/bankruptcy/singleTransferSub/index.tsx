import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/singleTransferSub: 单笔转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SingleTransferSubScreen() {
  return <InfoScreen title="单笔转账" />;
}
