import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/agreementPage: 保函协议.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AgreementPageScreen() {
  return <InfoScreen title="保函协议" />;
}
