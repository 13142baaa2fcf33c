import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/enterpriseEdit: 企业信息编辑.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnterpriseEditScreen() {
  return <InfoScreen title="企业信息编辑" />;
}
