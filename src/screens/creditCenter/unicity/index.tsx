import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/unicity: 客户信息确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UnicityScreen() {
  return <InfoScreen title="客户信息确认" />;
}
