import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /businessAdmin/empower: 授权管理. The enterprise's authorization rule per kind of transfer (单人, 双人,
 * 多级 and its limit; authRuleQry). 授权模式修改, beside it in the menu, signs a new rule (autoModeUpdate;
 * issue 36).
 */
export default function EmpowerScreen() {
  return <QueryScreen operation="authRuleQry" title="授权管理" />;
}
