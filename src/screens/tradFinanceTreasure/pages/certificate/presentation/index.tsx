import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/presentation: 凭证提示付款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PresentationScreen() {
  return <InfoScreen title="凭证提示付款" />;
}
