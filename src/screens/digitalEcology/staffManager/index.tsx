import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/staffManager: 员工管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function StaffManagerScreen() {
  return <InfoScreen title="员工管理" />;
}
