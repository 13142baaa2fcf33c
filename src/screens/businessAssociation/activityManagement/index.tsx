import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAssociation/activityManagement: 活动管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ActivityManagementScreen() {
  return <InfoScreen title="活动管理" />;
}
