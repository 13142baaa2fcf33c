import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/TtspbillAgin: 票交所票据重新提交.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TtspbillAginScreen() {
  return <InfoScreen title="票交所票据重新提交" />;
}
