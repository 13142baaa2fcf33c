import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/singstyle: 签收方式.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SingstyleScreen() {
  return <InfoScreen title="签收方式" />;
}
