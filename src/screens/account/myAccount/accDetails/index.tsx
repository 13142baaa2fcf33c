import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/myAccount/accDetails: 账户详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccDetailsScreen() {
  return <InfoScreen title="账户详情" />;
}
