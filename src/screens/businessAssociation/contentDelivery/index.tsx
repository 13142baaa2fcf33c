import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAssociation/contentDelivery: 内容发布.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ContentDeliveryScreen() {
  return <InfoScreen title="内容发布" />;
}
