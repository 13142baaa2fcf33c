import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/searchDetail: 票据池明细查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SearchDetailScreen() {
  return <InfoScreen title="票据池明细查询" />;
}
