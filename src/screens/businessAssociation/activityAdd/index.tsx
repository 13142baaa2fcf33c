import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAssociation/activityAdd: 新增活动.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ActivityAddScreen() {
  return <InfoScreen title="新增活动" />;
}
