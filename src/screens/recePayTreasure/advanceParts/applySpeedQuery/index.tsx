import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /recePayTreasure/advanceParts/applySpeedQuery: 申请进度查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApplySpeedQueryScreen() {
  return <InfoScreen title="申请进度查询" />;
}
