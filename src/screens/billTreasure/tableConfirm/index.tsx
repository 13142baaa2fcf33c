import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/tableConfirm: 清单确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TableConfirmScreen() {
  return <InfoScreen title="清单确认" />;
}
