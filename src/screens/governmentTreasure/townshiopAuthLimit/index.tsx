import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/townshiopAuthLimit: 乡镇授权额度.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TownshiopAuthLimitScreen() {
  return <InfoScreen title="乡镇授权额度" />;
}
