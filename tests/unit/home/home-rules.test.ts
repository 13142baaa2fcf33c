// The home page's rules: quick functions (spec 000 §2, §5), reserved info (spec 000 §6), widget schedule (spec 000 §9).
import { describe, expect, it } from 'vitest';
import {
  commonFunctions,
  DEFAULT_QUICK_FUNCTIONS,
  PRODUCT_PAGES,
  productPage,
  quickFunctionAction,
  showsReservedInfo,
  WIDGET_DELAYS,
} from '@/home/rules.ts';

describe('quick functions', () => {
  it('has the seven defaults of spec 000 §2 in order', () => {
    expect(DEFAULT_QUICK_FUNCTIONS.map((f) => f.url)).toEqual([
      '/payTransfer/eBatch',
      '/account/checkAccount/elec',
      '/payTransfer/payroll/expense',
      '/account/myAccount',
      '/invesmentFinance/managemoney/supermarket/supermarket',
      '/billTreasure/bankBills/issueTicket/issueTicket',
      '/invesmentFinance/depositproducts/depositdraw/index',
    ]);
  });

  it('sends visitors to login, and needs A3S, A3P or A3SP when logged in (spec 000 §5)', () => {
    expect(quickFunctionAction(false, undefined)).toBe('login');
    expect(quickFunctionAction(false, 'A3SP')).toBe('login');
    for (const level of ['A3S', 'A3P', 'A3SP']) expect(quickFunctionAction(true, level)).toBe('go');
    for (const level of ['A2', 'A3', undefined]) expect(quickFunctionAction(true, level)).toBe('noPermission');
  });

  it('uses the user\'s common functions with paths from the menu tree, else the defaults', () => {
    const urls: Record<string, string> = { 10401000000: '/account/myAccount', evil: 'https://evil.example', proto: '//evil.example' };
    const urlOf = (id: string) => urls[id];
    expect(commonFunctions([{ MENU_ID: '10401000000', MENU_NAME: '我的账户' }, { MENU_ID: 'gone', MENU_NAME: 'x' }], urlOf)).toEqual([
      { id: '10401000000', name: '我的账户', url: '/account/myAccount' },
    ]);
    expect(commonFunctions([{ MENU_ID: 'evil', MENU_NAME: 'x' }, { MENU_ID: 'proto', MENU_NAME: 'y' }], urlOf)).toBe(DEFAULT_QUICK_FUNCTIONS);
    expect(commonFunctions(undefined, urlOf)).toBe(DEFAULT_QUICK_FUNCTIONS);
  });

  it('takes a menu path only as portalPath does: normalised, and nothing that would leave the portal (issue: one path decision)', () => {
    const urls: Record<string, string> = {
      dots: '/account/../payTransfer/eBatch', backslash: '/\\evil.example', escape: '/..//evil.example', tab: '/account\tmyAccount',
    };
    const urlOf = (id: string) => urls[id];
    const list = Object.keys(urls).map((id) => ({ MENU_ID: id, MENU_NAME: id }));
    expect(commonFunctions(list, urlOf)).toEqual([{ id: 'dots', name: 'dots', url: '/payTransfer/eBatch' }]);
  });

  it('uses the defaults when the server gives no list, even if every menu id had a path', () => {
    const anyPath = () => '/account/myAccount';
    expect(commonFunctions(undefined, anyPath)).toBe(DEFAULT_QUICK_FUNCTIONS);
    expect(commonFunctions([], anyPath)).toBe(DEFAULT_QUICK_FUNCTIONS);
  });
});

describe('reserved info (spec 000 §6)', () => {
  it('shows none for A2, and for A3 unless a company administrator', () => {
    expect(showsReservedInfo('A2', '1')).toBe(false);
    expect(showsReservedInfo('A3', '0')).toBe(false);
    expect(showsReservedInfo('A3', undefined)).toBe(false);
    expect(showsReservedInfo('A3', '1')).toBe(true);
    for (const level of ['A3P', 'A3S', 'A3SP']) expect(showsReservedInfo(level, undefined)).toBe(true);
    expect(showsReservedInfo(undefined, '1')).toBe(false);
  });
});

describe('widget schedule (spec 000 §9)', () => {
  it('loads the six widgets at 200/400/800/1000/1200/1500 ms and the advertising at 2000 ms', () => {
    expect(Object.values(WIDGET_DELAYS)).toEqual([200, 400, 800, 1000, 1200, 1500, 2000]);
  });
});

// issue 49 item 3: the 推荐 widget leads to the portal's own product page of the product's kind, never
// to a link an answer carries
describe('productPage (the 推荐 widget)', () => {
  it.each([
    ['1', '/invesmentFinance/managemoney/supermarket/supermarket'],
    ['2', '/invesmentFinance/adminstration/productfund'],
    ['3', '/invesmentFinance/depositproducts'],
    ['9', '/invesmentFinance/managemoney/supermarket/supermarket'],
    ['', '/invesmentFinance/managemoney/supermarket/supermarket'],
    ['https://evil.example/', '/invesmentFinance/managemoney/supermarket/supermarket'],
    ['toString', '/invesmentFinance/managemoney/supermarket/supermarket'],
  ])('kind %j -> %s', (kind, page) => {
    expect(productPage(kind)).toBe(page);
  });

  it('names routes of the manifest', async () => {
    const { MANIFEST } = await import('@/routing/manifest/index.ts');
    const paths = new Set(MANIFEST.filter((r) => !r.redirect).map((r) => r.path));
    for (const page of Object.values(PRODUCT_PAGES)) expect(paths.has(page), page).toBe(true);
  });
});
