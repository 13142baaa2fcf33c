import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/payroll/cancel: 代发解约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CancelScreen() {
  return <InfoScreen title="代发解约" />;
}
