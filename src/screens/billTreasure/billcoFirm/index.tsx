import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/billcoFirm: 票据确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillcoFirmScreen() {
  return <InfoScreen title="票据确认" />;
}
