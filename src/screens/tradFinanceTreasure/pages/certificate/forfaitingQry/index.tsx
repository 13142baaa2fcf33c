import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/forfaitingQry: 福费廷查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ForfaitingQryScreen() {
  return <InfoScreen title="福费廷查询" />;
}
