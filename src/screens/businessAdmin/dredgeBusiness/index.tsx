import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAdmin/dredgeBusiness: 业务开通.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to openServeUpdate.
 */
export default function DredgeBusinessScreen() {
  return <SignedScreen operation="openServeUpdate" title="业务开通" />;
}
