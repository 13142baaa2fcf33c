/**
 * The home page's rules (spec 000 §2, §5, §6, §9). Pure: the quick functions and who may use
 * them, the reserved-info rule, the widget schedule.
 */
import { portalPath } from '@/routing/guard.ts';
import { isPermitted } from '@/routing/permission.ts';

/** A quick function's name: the server's menu name, or (a default) ours, by its catalogue key. */
export type QuickFunction =
  | {
    /** The menu id where the server's list gives one. */
    id?: string;
    /** The menu's name as the server gives it (shown through term()). */
    name: string;
    url: string;
  }
  | {
    /** Our own name: its key under home.quick in the catalogues. */
    label: QuickLabel;
    url: string;
  };

export type QuickLabel = 'transfer' | 'reconciliation' | 'payroll' | 'myAccount' | 'wealthMarket' | 'issueBill' | 'depositWithdrawal';

/** The seven default quick functions (spec 000 §2), in the spec's order. Names are ours (home.quick). */
export const DEFAULT_QUICK_FUNCTIONS: readonly QuickFunction[] = [
  { label: 'transfer', url: '/payTransfer/eBatch' },
  { label: 'reconciliation', url: '/account/checkAccount/elec' },
  { label: 'payroll', url: '/payTransfer/payroll/expense' },
  { label: 'myAccount', url: '/account/myAccount' },
  { label: 'wealthMarket', url: '/invesmentFinance/managemoney/supermarket/supermarket' },
  { label: 'issueBill', url: '/billTreasure/bankBills/issueTicket/issueTicket' },
  { label: 'depositWithdrawal', url: '/invesmentFinance/depositproducts/depositdraw/index' },
];

/** The custom entry after the icons. */
export const FUNCTION_SET_PATH = '/mine/functionSet/functionSet';

/** Levels whose quick functions run (spec 000 §5). */
export const QUICK_FUNCTION_LEVELS = 'A3S;A3P;A3SP';

/** A click on a quick function: visitors log in; users without the level get 客户无权限 (info). */
export function quickFunctionAction(loggedIn: boolean, level: string | undefined): 'go' | 'login' | 'noPermission' {
  if (!loggedIn) return 'login';
  return isPermitted(level, QUICK_FUNCTION_LEVELS) ? 'go' : 'noPermission';
}

/**
 * The user's own common functions (commonlyFunctionQry LIST: MENU_ID, MENU_NAME) with each path
 * from the menu tree, as portalPath normalises it; entries whose menu is unknown or whose path is no
 * path of this portal (another origin, a backslash, dot segments that leave it) are left out. With
 * none left, the defaults.
 */
export function commonFunctions(
  list: ReadonlyArray<{ MENU_ID: string; MENU_NAME: string }> | undefined,
  urlOf: (menuId: string) => string | undefined,
): readonly QuickFunction[] {
  const mine = (list ?? []).flatMap((f) => {
    // the one path decision of the portal (routing/guard portalPath): normalised, or left out
    const url = portalPath(urlOf(f.MENU_ID));
    return url ? [{ id: f.MENU_ID, name: f.MENU_NAME, url }] : [];
  });
  return mine.length > 0 ? mine : DEFAULT_QUICK_FUNCTIONS;
}

/**
 * Whether the reserved info (OBLG_INF) is shown: 'none' for A2, and for A3 unless the user is a
 * company administrator (spec 000 §6).
 */
export function showsReservedInfo(level: string | undefined, compUserType: string | undefined): boolean {
  if (level === 'A2') return false;
  if (level === 'A3') return compUserType === '1';
  return level !== undefined;
}

/** The lazy widgets and when each loads, in ms after the home page mounts (spec 000 §9). */
export const WIDGET_DELAYS = {
  workspace: 200,
  banner: 400,
  popularTweets: 800,
  realTimeInfo: 1000,
  guideButton: 1200,
  equity: 1500,
  advertising: 2000,
} as const;
export type WidgetName = keyof typeof WIDGET_DELAYS;

/**
 * Where a recommended product leads (the 推荐 widget; issue 49 item 3), by its kind: the portal's own
 * product pages, never a link the answer carries. 1 理财产品, 2 基金, 3 存款产品 (productListQry's kinds).
 */
export const PRODUCT_PAGES: Readonly<Record<string, string>> = {
  1: '/invesmentFinance/managemoney/supermarket/supermarket',
  2: '/invesmentFinance/adminstration/productfund',
  3: '/invesmentFinance/depositproducts',
};

export function productPage(kind: string): string {
  return Object.hasOwn(PRODUCT_PAGES, kind) ? (PRODUCT_PAGES[kind] ?? PRODUCT_PAGES[1] ?? '/') : (PRODUCT_PAGES[1] ?? '/');
}
