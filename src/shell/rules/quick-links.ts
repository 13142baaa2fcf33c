/**
 * The header's quick links (spec 000 §5, §6, §9). The spec names the links and gives the order by
 * id: logged in 1,2,3,4,8 (2 shown, the rest under 更多), logged out 7,5,6,2,3 (3 shown). Which
 * id is which link is not given; this mapping is provisional (see docs/routes.md):
 * 1 switch enterprise, 2 enterprise management, 3 online service, 4 client service, 5 demo,
 * 6 helper guide, 7 enterprise online banking (log in), 8 create/join enterprise. Pure.
 */
import { isPermitted } from '@/routing/permission.ts';

export type QuickLinkId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const QUICK_LINK_KEYS: Record<QuickLinkId, string> = {
  1: 'switchEnterprise',
  2: 'enterpriseAdmin',
  3: 'onlineService',
  4: 'clientService',
  5: 'demo',
  6: 'helperGuide',
  7: 'onlineBanking',
  8: 'joinEnterprise',
};

/** The links that lead to a page of the portal (the others open a window, a dialog or the login flow). */
export const QUICK_LINK_TARGETS: Partial<Record<QuickLinkId, string>> = {
  2: '/businessAdmin',
  4: '/contactUs',
  5: '/introduction',
  8: '/digitalEcology/addCompany',
};

export const QUICK_LINK_ORDER = {
  loggedIn: { ids: [1, 2, 3, 4, 8] as QuickLinkId[], shown: 2 },
  loggedOut: { ids: [7, 5, 6, 2, 3] as QuickLinkId[], shown: 3 },
} as const;

export const SWITCH_ENTERPRISE_LEVELS = 'A3P;A3S;A3SP';
export const ENTERPRISE_ADMIN_LEVELS = 'A3S;A3SP';

export interface LinkUser {
  loggedIn: boolean;
  level?: string;
  compUserType?: string;
}

/** What a click on the link does for this user: run it, refuse (无操作权限), or start the login. */
export function quickLinkAction(id: QuickLinkId, user: LinkUser): 'go' | 'noPermission' | 'login' {
  switch (id) {
    case 1:
      if (!user.loggedIn) return 'login';
      return isPermitted(user.level, SWITCH_ENTERPRISE_LEVELS) ? 'go' : 'noPermission';
    case 2:
      if (!user.loggedIn) return 'login';
      return isPermitted(user.level, ENTERPRISE_ADMIN_LEVELS) && user.compUserType === '1' ? 'go' : 'noPermission';
    case 8:
      return user.loggedIn ? 'go' : 'login';
    default:
      return 'go';
  }
}

/**
 * The links this user sees, in the spec's order (spec 000 §9), the first few shown and the rest under
 * 更多: a link the user may not open is left out (spec 000 §6: an element the permission rule refuses
 * is removed; issue 49 item 6), so a3sp, no company administrator, never meets 企业管理 and its 无操作权限.
 * A visitor keeps the links that start the login: logging in is how a visitor opens them (spec 000 §5).
 */
export function quickLinksFor(user: LinkUser): { shown: QuickLinkId[]; more: QuickLinkId[] } {
  const { ids, shown } = user.loggedIn ? QUICK_LINK_ORDER.loggedIn : QUICK_LINK_ORDER.loggedOut;
  const open = ids.filter((id) => quickLinkAction(id, user) !== 'noPermission');
  return { shown: open.slice(0, shown), more: open.slice(shown) };
}
