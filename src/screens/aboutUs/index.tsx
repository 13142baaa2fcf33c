import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /aboutUs: 关于我们.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AboutUsScreen() {
  return <InfoScreen title="关于我们" />;
}
