import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/organization: 经办机构选择.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OrganizationScreen() {
  return <InfoScreen title="经办机构选择" />;
}
