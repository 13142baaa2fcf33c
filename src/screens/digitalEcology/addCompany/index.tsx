import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/addCompany: 创建/加入企业.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AddCompanyScreen() {
  return <InfoScreen title="创建/加入企业" />;
}
