import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/credit: 授信查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CreditScreen() {
  return <InfoScreen title="授信查询" />;
}
