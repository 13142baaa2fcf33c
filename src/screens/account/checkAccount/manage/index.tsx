import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/checkAccount/manage: 对账账户管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ManageScreen() {
  return <InfoScreen title="对账账户管理" />;
}
