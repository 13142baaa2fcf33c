import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /introduction: 企业网银演示.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IntroductionScreen() {
  return <InfoScreen title="企业网银演示" />;
}
