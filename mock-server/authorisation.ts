/**
 * Who may call what, by the persona's level and user type (spec 000 §6; issue 15 finding 13): the
 * gateway refuses a call the portal would not offer, so a tester sees the bank's refusal rather than
 * data a real gateway would never give. Signed transactions are further refused to A2/A3 by
 * ./signing.ts (SG0003); this table holds the unsigned calls §6 names and the enterprise management
 * calls, which are the company administrator's (COMP_USER_TYPE '1'). Beyond these, a call behind menus
 * (the route manifest's bindings, ./menus.ts) only none of which the persona may open is refused
 * MN0403, as menuAuthCheck refuses the menu itself.
 */
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import { domainOf } from '@/protocol/signing/plan.ts';
import { closedMenus } from './menus.ts';
import type { Persona } from './personas.ts';
import { NON_TRANSACTING_LEVELS } from './signing.ts';

/** A call of the signing catalogue in the transaction domain (not a key login). */
export function isSignedTransaction(path: string): boolean {
  const entry = signingEntryByPath(path);
  return entry !== undefined && domainOf(entry) === 'TX';
}

/** operationId -> the levels that may call it (spec 000 §6). */
export const LEVEL_RULES: Readonly<Record<string, readonly string[]>> = {
  enterpriseInforQry: ['A3P', 'A3S', 'A3SP'], // enterprise info loads for A3P, A3S, A3SP
  accountListQry: ['A3S', 'A3SP'], // the account list and e-order check load for A3S and A3SP only
  isNotElecOrderCheck: ['A3S', 'A3SP'],
  bankBranchQry: ['A3S', 'A3SP'], // branch name lookup needs A3S or A3SP
};

/** Enterprise management (the /businessAdmin screens): the company administrator's (spec 000 §5, §6). */
export const ADMIN_OPERATIONS: ReadonlySet<string> = new Set([
  'enterpriseAcctUpd', 'enterpriseUserListQry', 'enterpriseUserUpd', 'autoModeAdd', 'autoModeUpdate', 'autoModeDelete',
  'openServeUpdate', 'tradingOrderMngUpdate',
]);

export interface Denial {
  status: string;
  message: string;
}

/** Why this persona may not make this call, or undefined when it may. */
export function denial(operationId: string, persona: Persona, signedTransaction: boolean): Denial | undefined {
  const level = persona.user.USER_INDVATTELVL;
  if (signedTransaction && NON_TRANSACTING_LEVELS.has(level)) {
    return { status: 'SG0003', message: `您的认证级别（${level}）不能办理需U盾签名的交易，请联系企业管理员` };
  }
  const levels = LEVEL_RULES[operationId];
  if (levels && !levels.includes(level)) {
    return { status: 'AU0403', message: `您的认证级别（${level}）不能办理此业务，请联系企业管理员` };
  }
  if (ADMIN_OPERATIONS.has(operationId) && persona.user.COMP_USER_TYPE !== '1') {
    return { status: 'AU0403', message: '企业管理仅限企业管理员办理' };
  }
  // the menus the call's screens hang under: not one of them open to the persona (issue 39)
  const closed = closedMenus(persona, operationId);
  if (closed) {
    const names = closed.slice(0, 3).map((m) => m.MENU_NAME).join('、') + (closed.length > 3 ? '等' : '');
    return { status: 'MN0403', message: `您没有该业务所在菜单（${names}）的操作权限，请联系企业管理员` };
  }
  return undefined;
}
