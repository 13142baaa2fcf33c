/**
 * Operators and approvers (issue 48 item 1; spec 000 §1): the role a call needs is the contract's
 * (x-eis-access.role, generated policy.ts: operator 经办 submits, approver 授权 decides, or the role a
 * request field selects, as transAuthSubmit's AUTH_TYPE does); a user's AUTH_ROLE says which they hold.
 * The portal (what a form offers) and the mock gateway (what it refuses) both ask here. Pure.
 */
import type { Access, Role } from '@/api/generated/policy.ts';

export type { Role };

/** AUTH_ROLE, by the contract's labels: 1 经办 operates, 2 授权 approves, 3 both. */
export function hasRole(authRole: string | undefined, role: Role): boolean {
  return authRole === '3' || (role === 'operator' ? authRole === '1' : authRole === '2');
}

/** The role a call needs for this request (a selector field's value picks it), or undefined when any role may. */
export function roleFor(access: Access | undefined, request: Readonly<Record<string, unknown>>): Role | undefined {
  const role = access?.role;
  if (role === undefined || typeof role === 'string') return role;
  const value = request[role.by];
  return typeof value === 'string' && Object.hasOwn(role.roles, value) ? role.roles[value] : undefined;
}
