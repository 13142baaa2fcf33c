import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/enterprise: 生态企业.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnterpriseScreen() {
  return <InfoScreen title="生态企业" />;
}
