import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/forfaitingApply: 福费廷申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ForfaitingApplyScreen() {
  return <InfoScreen title="福费廷申请" />;
}
