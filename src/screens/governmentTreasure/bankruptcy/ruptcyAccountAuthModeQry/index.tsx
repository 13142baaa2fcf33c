import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/ruptcyAccountAuthModeQry: 授权模式查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RuptcyAccountAuthModeQryScreen() {
  return <InfoScreen title="授权模式查询" />;
}
