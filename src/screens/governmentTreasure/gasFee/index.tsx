import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/gasFee: 燃气费缴纳.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function GasFeeScreen() {
  return <InfoScreen title="燃气费缴纳" />;
}
