import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /enterpriseView/valueInfo: 企业价值信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ValueInfoScreen() {
  return <InfoScreen title="企业价值信息" />;
}
