import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bondinpt: 保证金录入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BondinptScreen() {
  return <InfoScreen title="保证金录入" />;
}
