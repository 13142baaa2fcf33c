import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/forfaitingApplyInfo: 福费廷申请信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ForfaitingApplyInfoScreen() {
  return <InfoScreen title="福费廷申请信息" />;
}
