import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /useDisclosure: 使用须知.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UseDisclosureScreen() {
  return <InfoScreen title="使用须知" />;
}
