import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/agreementPagePeople: 保函协议签署人.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AgreementPagePeopleScreen() {
  return <InfoScreen title="保函协议签署人" />;
}
