import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/lguarantee: 保函业务.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function LguaranteeScreen() {
  return <InfoScreen title="保函业务" />;
}
