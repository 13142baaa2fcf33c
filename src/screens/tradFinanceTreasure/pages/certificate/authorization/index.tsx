import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/authorization: 凭证授权.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AuthorizationScreen() {
  return <InfoScreen title="凭证授权" />;
}
