import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/introduce: 产品介绍.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IntroduceScreen() {
  return <InfoScreen title="产品介绍" />;
}
