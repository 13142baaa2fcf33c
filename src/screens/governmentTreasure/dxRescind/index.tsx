import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/dxRescind: 电信费解约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DxRescindScreen() {
  return <InfoScreen title="电信费解约" />;
}
