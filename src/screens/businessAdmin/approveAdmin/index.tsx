import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/approveAdmin: 审批管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApproveAdminScreen() {
  return <InfoScreen title="审批管理" />;
}
