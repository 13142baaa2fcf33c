import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /crossTreasure/storemanagement/storeauthorization: 仓单授权.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function StoreauthorizationScreen() {
  return <InfoScreen title="仓单授权" />;
}
