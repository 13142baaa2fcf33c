import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/ensucfgoldqd: 保函保证金确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnsucfgoldqdScreen() {
  return <InfoScreen title="保函保证金确认" />;
}
