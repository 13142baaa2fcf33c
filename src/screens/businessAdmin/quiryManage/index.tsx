import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAdmin/quiryManage: 查询权限管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QuiryManageScreen() {
  return <InfoScreen title="查询权限管理" />;
}
