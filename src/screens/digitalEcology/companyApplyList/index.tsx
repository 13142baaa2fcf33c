import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /digitalEcology/companyApplyList: 企业申请列表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CompanyApplyListScreen() {
  return <InfoScreen title="企业申请列表" />;
}
