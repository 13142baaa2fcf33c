import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /mine/switchEnterpriseOrder: 企业切换排序.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SwitchEnterpriseOrderScreen() {
  return <InfoScreen title="企业切换排序" />;
}
