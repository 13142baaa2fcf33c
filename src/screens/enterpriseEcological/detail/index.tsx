import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /enterpriseEcological/detail: 生态账户明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DetailScreen() {
  return <InfoScreen title="生态账户明细" />;
}
