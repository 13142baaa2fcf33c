import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/introduceB: 产品介绍（企业版）.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IntroduceBScreen() {
  return <InfoScreen title="产品介绍（企业版）" />;
}
