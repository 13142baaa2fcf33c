/**
 * Who may call what, as the contract says it (issue 48 item 1; spec 000 §5, §6): each operation's
 * levels, administrator-only flag and role (operator 经办 or approver 授权, or the role a request field
 * selects) are its x-eis-access, generated into policy.ts; the gateway refuses a call the persona may
 * not make, and the mock bank asks the same table who may approve. Beyond these, a call behind menus
 * (the route manifest's bindings, ./menus.ts) none of which the persona may open is refused MN0403, as
 * menuAuthCheck refuses the menu itself.
 */
import { access } from '@/api/generated/policy.ts';
import { hasRole, type Role, roleFor } from '@/protocol/roles.ts';
import { closedMenus } from './menus.ts';
import type { Persona } from '../personas.ts';

export { hasRole };

export interface Denial {
  status: string;
  message: string;
}

const ROLE_REFUSALS: Readonly<Record<Role, Denial>> = {
  operator: { status: 'AU2001', message: '您是授权人员，不能经办（提交）交易，请由经办人员提交' },
  approver: { status: 'AU2006', message: '您不是授权人员，不能授权交易' },
};

/** Why this persona may not make this call with this request, or undefined when it may. */
export function denial(
  operationId: string,
  persona: Persona,
  request: Readonly<Record<string, unknown>>,
  signed: boolean,
): Denial | undefined {
  const rule = access[operationId];
  const level = persona.user.USER_INDVATTELVL;
  if (rule?.levels && !rule.levels.includes(level)) {
    return signed
      ? { status: 'SG0003', message: `您的认证级别（${level}）不能办理需U盾签名的交易，请联系企业管理员` }
      : { status: 'AU0403', message: `您的认证级别（${level}）不能办理此业务，请联系企业管理员` };
  }
  if (rule?.admin && persona.user.COMP_USER_TYPE !== '1') return { status: 'AU0403', message: '企业管理仅限企业管理员办理' };
  const role = roleFor(rule, request);
  if (role && !hasRole(persona.role, role)) return ROLE_REFUSALS[role];
  // the menus the call's screens hang under: not one of them open to the persona (issue 39)
  const closed = closedMenus(persona, operationId);
  if (closed) {
    const names = closed.slice(0, 3).map((m) => m.MENU_NAME).join('、') + (closed.length > 3 ? '等' : '');
    return { status: 'MN0403', message: `您没有该业务所在菜单（${names}）的操作权限，请联系企业管理员` };
  }
  return undefined;
}
