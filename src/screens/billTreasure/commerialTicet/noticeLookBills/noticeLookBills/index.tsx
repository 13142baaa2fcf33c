import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/noticeLookBills/noticeLookBills: 商票提示票据查看.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function NoticeLookBillsScreen() {
  return <InfoScreen title="商票提示票据查看" />;
}
