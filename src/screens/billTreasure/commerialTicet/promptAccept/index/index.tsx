import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/promptAccept/index: 提示承兑.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="提示承兑" />;
}
