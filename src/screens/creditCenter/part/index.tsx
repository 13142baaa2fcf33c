import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/part: 部分还款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PartScreen() {
  return <InfoScreen title="部分还款" />;
}
