import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/enterdetall: 入池明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnterdetallScreen() {
  return <InfoScreen title="入池明细" />;
}
