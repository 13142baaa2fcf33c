// Departures to sibling applications (spec 000 §2 "Departure to sibling applications", spec 001 §2
// "Cross-application redirects"): which paths leave, for which app, and where the targets come from.
import { describe, expect, it } from 'vitest';
import { configuredTargets, departureFor, validTarget } from '@/routing/departures.ts';

const targets = { bill: 'https://bill.example.cn', pay: 'https://pay.example.cn/', equity: 'https://equity.example.cn' };

describe('which paths leave, with every target configured', () => {
  it.each([
    // any path containing /billTreasure: the bill application
    ['/billTreasure', 'https://bill.example.cn/billTreasure'],
    ['/billTreasure/bankBills/issueTicket/issueTicket', 'https://bill.example.cn/billTreasure/bankBills/issueTicket/issueTicket'],
    // /account, /payTransfer, /businessAdmin/message: the pay application
    ['/account/myAccount', 'https://pay.example.cn/account/myAccount'],
    ['/payTransfer/eBatch', 'https://pay.example.cn/payTransfer/eBatch'],
    ['/businessAdmin/message', 'https://pay.example.cn/businessAdmin/message'],
    // "contains /businessAdmin/message": the whole message family goes
    ['/businessAdmin/messageAdd', 'https://pay.example.cn/businessAdmin/messageAdd'],
    ['/businessAdmin/messageDetails', 'https://pay.example.cn/businessAdmin/messageDetails'],
    ['/businessAdmin/messageDeal', 'https://pay.example.cn/businessAdmin/messageDeal'],
    ['/businessAdmin/messageDelete', 'https://pay.example.cn/businessAdmin/messageDelete'],
    // the equity list
    ['/productList', 'https://equity.example.cn/productList'],
    ['/detailActivity', 'https://equity.example.cn/detailActivity'],
    ['/detailQry', 'https://equity.example.cn/detailQry'],
    ['/ninegridsRaffle', 'https://equity.example.cn/ninegridsRaffle'],
    ['/hitGoldenEggs', 'https://equity.example.cn/hitGoldenEggs'],
    ['/morechooseOne', 'https://equity.example.cn/morechooseOne'],
    ['/mine/equity/detail', 'https://equity.example.cn/mine/equity/detail'],
    ['/mine/equity/result', 'https://equity.example.cn/mine/equity/result'],
    ['/mine/equity/equity', 'https://equity.example.cn/mine/equity/equity'],
    ['/mine/equity/history', 'https://equity.example.cn/mine/equity/history'],
  ])('%s leaves for %s', (path, url) => {
    expect(departureFor(path, '', targets)).toBe(url);
  });

  it.each([
    // "contains /account" is read by area: enterprise administration's account screens stay
    '/businessAdmin/account',
    '/businessAdmin/accountModified',
    '/businessAdmin/businessInfo',
    '/accountant',
    '/payTransferX',
    // the equity names are whole paths, not any result or history page
    '/mine/equity/uEquity',
    '/creditCenter/result',
    '/crossTreasure/mydeposit/transformations/result',
    '/digitalEcology/result',
  ])('%s stays', (path) => {
    expect(departureFor(path, '', targets)).toBeUndefined();
  });

  it('keeps the path and the query, and ignores a trailing slash', () => {
    expect(departureFor('/payTransfer/eBatch', '?from=home', targets)).toBe('https://pay.example.cn/payTransfer/eBatch?from=home');
    expect(departureFor('/productList/', '', targets)).toBe('https://equity.example.cn/productList/');
  });
});

describe('with no target configured (the default and the mock), every path is served here', () => {
  it.each(['/billTreasure/setting', '/account/myAccount', '/payTransfer/eBatch', '/businessAdmin/messageAdd', '/mine/equity/detail'])(
    '%s stays',
    (path) => {
      expect(departureFor(path, '', {})).toBeUndefined();
    },
  );

  it('stays here when a configured target is not an http(s) URL', () => {
    expect(departureFor('/billTreasure/setting', '', { bill: 'javascript:alert(1)' })).toBeUndefined();
    expect(validTarget('/relative')).toBeUndefined();
    expect(validTarget('ftp://bill.example.cn')).toBeUndefined();
    expect(validTarget('https://bill.example.cn/app/')).toBe('https://bill.example.cn/app');
  });
});

describe('the targets of a build (VITE_*_APP_URL)', () => {
  it('takes each app\'s own variable, and only valid ones', () => {
    expect(configuredTargets({
      VITE_BILL_APP_URL: 'https://bill.example.cn',
      VITE_PAY_APP_URL: 'https://pay.example.cn',
      VITE_EQUITY_APP_URL: 'https://equity.example.cn',
    })).toEqual({ bill: 'https://bill.example.cn', pay: 'https://pay.example.cn', equity: 'https://equity.example.cn' });
    expect(configuredTargets({ VITE_PAY_APP_URL: 'https://pay.example.cn', VITE_EQUITY_APP_URL: 'not a url' })).toEqual({ pay: 'https://pay.example.cn' });
    expect(configuredTargets({})).toEqual({});
  });
});

// The departures' rules with the spec's values (spec 000 §2: departures to sibling applications).
describe('the targets of a build (spec 000 §2: bill, payment and equity applications)', () => {
  it('has exactly the configured apps, each from its own variable, no key for an unset one', () => {
    expect(configuredTargets({ VITE_PAY_APP_URL: 'https://pay.example.cn' })).toStrictEqual({ pay: 'https://pay.example.cn' });
    expect(configuredTargets({ VITE_BILL_APP_URL: 'https://bill.example.cn' })).toStrictEqual({ bill: 'https://bill.example.cn' });
    expect(configuredTargets({ VITE_EQUITY_APP_URL: 'http://equity.example.cn/' })).toStrictEqual({ equity: 'http://equity.example.cn' });
    expect(Object.keys(configuredTargets({ VITE_BILL_APP_URL: 'x', VITE_PAY_APP_URL: '', VITE_EQUITY_APP_URL: 'ftp://e.cn' }))).toEqual([]);
  });

  it('takes http and https only, without trailing slashes', () => {
    expect(validTarget('http://bill.example.cn')).toBe('http://bill.example.cn');
    expect(validTarget('https://bill.example.cn/app//')).toBe('https://bill.example.cn/app');
    expect(validTarget('')).toBeUndefined();
    expect(validTarget('data:text/html,x')).toBeUndefined();
  });

  it('reads a path with trailing slashes as the path itself', () => {
    const equity = { equity: 'https://equity.example.cn' };
    expect(departureFor('/productList//', '?a=1', equity)).toBe('https://equity.example.cn/productList//?a=1');
    expect(departureFor('/mine/equity/history/', '', equity)).toBe('https://equity.example.cn/mine/equity/history/');
    expect(departureFor('/', '', { bill: 'https://b.cn', pay: 'https://p.cn', equity: 'https://e.cn' })).toBeUndefined();
  });
});
