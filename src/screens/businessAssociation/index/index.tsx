import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAssociation/index: 商会协会首页.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="商会协会首页" />;
}
