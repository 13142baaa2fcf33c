import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /privacyDisclosure: 隐私政策.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PrivacyDisclosureScreen() {
  return <InfoScreen title="隐私政策" />;
}
