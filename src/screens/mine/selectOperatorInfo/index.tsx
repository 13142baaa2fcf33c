import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /mine/selectOperatorInfo: 操作员信息查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SelectOperatorInfoScreen() {
  return <InfoScreen title="操作员信息查询" />;
}
