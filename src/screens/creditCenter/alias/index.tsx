import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/alias: 诚信贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AliasScreen() {
  return <InfoScreen title="诚信贷" />;
}
