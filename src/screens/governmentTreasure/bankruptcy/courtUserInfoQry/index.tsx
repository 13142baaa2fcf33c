import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/courtUserInfoQry: 法院用户信息查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CourtUserInfoQryScreen() {
  return <InfoScreen title="法院用户信息查询" />;
}
