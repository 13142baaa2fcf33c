import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAssociation/memberManagement: 会员管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MemberManagementScreen() {
  return <InfoScreen title="会员管理" />;
}
