// The sweep's pure rules (tools/sweep/ args, routes, findings, summary and report; issue 38 item 9): its
// arguments, the routes it visits, the unlabelled-control rule, the counts of its summary and its exit code.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '@tools/sweep/args.ts';
import { checkKey, type ControlFacts, isUnlabelled, type RouteResult } from '@tools/sweep/findings.ts';
import { frequent, renderSummary } from '@tools/sweep/report.ts';
import { concretePath, expectedDenial, needsLogin, selectRoutes, underPrefix } from '@tools/sweep/routes.ts';
import { exitCode, FIRST, START, summarize } from '@tools/sweep/summary.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';

describe('parseArgs', () => {
  it('sweeps both personas and every route by default', () => {
    expect(parseArgs([])).toEqual({ kind: 'run', options: { personas: ['a3sp', 'visitor'] } });
  });

  it('reads --persona, --only and --json, with a space or an equals sign', () => {
    expect(parseArgs(['--persona', 'a3sp', '--only', '/account', '--json', 'out.json'])).toEqual({
      kind: 'run',
      options: { personas: ['a3sp'], only: '/account', json: 'out.json' },
    });
    expect(parseArgs(['--persona=visitor', '--only=/mine'])).toEqual({
      kind: 'run',
      options: { personas: ['visitor'], only: '/mine' },
    });
    expect(parseArgs(['--persona', 'both'])).toEqual({ kind: 'run', options: { personas: ['a3sp', 'visitor'] } });
  });

  it('answers --help and -h with the usage', () => {
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['--only', '/x', '-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--fast'], 'unknown argument "--fast"'],
    [['account'], 'unknown argument "account"'],
    [['--persona'], '--persona needs a value'],
    [['--persona', '--only', '/x'], '--persona needs a value'],
    [['--json='], '--json needs a value'],
    [['--persona', 'admin'], '--persona "admin": a3sp, visitor or both'],
    [['--only', 'account'], '--only "account": a path prefix starts with /'],
    [['--persona', 'a3sp', '--persona', 'visitor'], '--persona given twice'],
  ])('refuses %j', (argv, message) => {
    expect(parseArgs(argv)).toEqual({ kind: 'bad', message });
  });
});

describe('the routes visited', () => {
  it('takes a prefix by whole path segments', () => {
    expect(underPrefix('/account', '/account')).toBe(true);
    expect(underPrefix('/account/myAccount', '/account')).toBe(true);
    expect(underPrefix('/account/myAccount', '/account/')).toBe(true);
    expect(underPrefix('/accountant', '/account')).toBe(false);
    expect(underPrefix('/mine', '/')).toBe(true);
  });

  it('visits the whole manifest without --only, in its order, and an area with it', () => {
    expect(selectRoutes(MANIFEST)).toEqual(MANIFEST);
    const account = selectRoutes(MANIFEST, '/account');
    expect(account.length).toBeGreaterThan(5);
    expect(account.map((r) => r.path)).toContain('/account');
    expect(account.every((r) => r.path === '/account' || r.path.startsWith('/account/'))).toBe(true);
    expect(selectRoutes(MANIFEST, '/no/such/area')).toEqual([]);
  });

  it('fills every route parameter of the manifest, and refuses one it has no value for', () => {
    expect(concretePath('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account'))
      .toBe('/billTreasure/bankBills/smsNotice/smsNoticeChange/6230910000012345678');
    expect(MANIFEST.map((r) => concretePath(r.path)).filter((p) => p.includes(':'))).toEqual([]);
    expect(() => concretePath('/x/:orderId')).toThrow(':orderId');
  });

  it('expects the 401 page for a3sp on enterprise management only, and login for routes not marked open', () => {
    expect(expectedDenial('a3sp', '/businessAdmin/empower')).toBe(true);
    expect(expectedDenial('visitor', '/businessAdmin/empower')).toBe(false);
    expect(expectedDenial('a3sp', '/account/myAccount')).toBe(false);
    const byPath = new Map(MANIFEST.map((r) => [r.path, r]));
    const route = (path: string) => {
      const found = byPath.get(path);
      if (!found) throw new Error(`no route ${path}`);
      return found;
    };
    expect(needsLogin(route('/home/index'))).toBe(false);
    expect(needsLogin(route('/contactUs'))).toBe(false);
    expect(needsLogin(route('/account/myAccount'))).toBe(true);
  });
});

describe('the unlabelled-control rule', () => {
  const control = (facts: Partial<ControlFacts>): ControlFacts => ({
    tag: 'INPUT', type: 'text', rendered: true, tiny: false, labels: 0, ariaLabel: '', ariaLabelledby: '',
    labelledbyFound: 0, describe: 'input', ...facts,
  });

  it('flags a rendered input, select or textarea with no name', () => {
    expect(isUnlabelled(control({}))).toBe(true);
    expect(isUnlabelled(control({ tag: 'SELECT', type: '' }))).toBe(true);
    expect(isUnlabelled(control({ tag: 'TEXTAREA', type: '' }))).toBe(true);
    expect(isUnlabelled(control({ type: 'checkbox', tiny: true }))).toBe(true); // visually hidden, still read out
  });

  it('accepts a <label>, an aria-label or an aria-labelledby that names an element', () => {
    expect(isUnlabelled(control({ labels: 1 }))).toBe(false);
    expect(isUnlabelled(control({ ariaLabel: '付款账号' }))).toBe(false);
    expect(isUnlabelled(control({ ariaLabelledby: 'title', labelledbyFound: 1 }))).toBe(false);
    expect(isUnlabelled(control({ ariaLabel: '   ' }))).toBe(true);
    expect(isUnlabelled(control({ ariaLabelledby: 'missing', labelledbyFound: 0 }))).toBe(true);
  });

  it('leaves out hidden inputs, controls not rendered, visually hidden file pickers and other elements', () => {
    expect(isUnlabelled(control({ type: 'hidden' }))).toBe(false);
    expect(isUnlabelled(control({ type: 'HIDDEN', rendered: true }))).toBe(false);
    expect(isUnlabelled(control({ rendered: false }))).toBe(false);
    expect(isUnlabelled(control({ type: 'file', tiny: true }))).toBe(false);
    expect(isUnlabelled(control({ type: 'file' }))).toBe(true);
    expect(isUnlabelled(control({ tag: 'BUTTON', type: '' }))).toBe(false);
  });
});

const visit = (path: string, extra: Partial<RouteResult> = {}): RouteResult => ({
  path, visited: path, landed: path, outcome: 'screen', consoleErrors: [], checks: 'run', axe: [], unlabelled: [], ...extra,
});
const violation = (id: string) => ({ id, impact: 'serious', help: id, targets: ['#a', '#b'], html: '<p>', nodes: 2 });

describe('summary and exit code', () => {
  it('exits 0 when nothing was found; a 401 the spec expects and a visitor\'s login are no findings', () => {
    const summary = summarize('a3sp', [
      visit('/a'),
      visit('/businessAdmin/empower', { landed: '/error/401', outcome: 'denied', detail: 'error page 401' }),
      visit('/b', { outcome: 'login', checks: 'same as /a' }),
    ], 12);
    expect(summary).toMatchObject({ visited: 3, checked: 2, screens: 1, denied: 1, loginAsked: 1, seconds: 12 });
    expect(exitCode([summary])).toBe(0);
  });

  it('counts each kind of finding, its routes and the first few of them, and exits 1', () => {
    const results = [
      visit('/a', { axe: [violation('color-contrast'), violation('label')], unlabelled: ['input[name=x]'] }),
      visit('/b', { outcome: 'error', detail: 'error page 404' }),
      visit('/c', { consoleErrors: ['boom 1', 'boom 2'] }),
      visit('/d', { horizontalScroll: { scrollWidth: 1400, clientWidth: 1280, overflowing: ['table to 1400 px'] } }),
      visit('/e', { outcome: 'unsettled', checks: 'not run', detail: 'nothing settled' }),
      visit('/f', { wrongAccess: 'a public route asked a visitor to log in', outcome: 'login' }),
      visit('/account', { landed: '/account/myAccount', axe: [violation('label')] }),
    ];
    const s = summarize('visitor', results, 1);
    expect(s.counts.axe).toMatchObject({ total: 3, routes: 2 });
    expect(s.counts.axe.first[0]?.detail).toBe('color-contrast (serious, 2x): #a, #b <p>; label (serious, 2x): #a, #b <p>');
    expect(s.counts.axe.first[1]?.detail).toContain('(at /account/myAccount)');
    expect(s.counts.unlabelled).toMatchObject({ total: 1, routes: 1, first: [{ path: '/a', detail: 'input[name=x]' }] });
    expect(s.counts.errorPage).toMatchObject({ total: 1, first: [{ path: '/b', detail: 'error page 404' }] });
    expect(s.counts.consoleErrors).toMatchObject({ total: 2, routes: 1, first: [{ path: '/c', detail: 'boom 1 | boom 2' }] });
    expect(s.counts.horizontalScroll.first[0]?.detail).toBe('1400 > 1280 px: table to 1400 px');
    expect(s.counts.unsettled.total).toBe(1);
    expect(s.counts.wrongAccess.total).toBe(1);
    expect(exitCode([summarize('a3sp', [visit('/a')], 1), s])).toBe(1);
  });

  it('lists only the first few routes of a count', () => {
    const many = Array.from({ length: FIRST + 3 }, (_, i) => visit(`/r${String(i)}`, { consoleErrors: ['x'] }));
    const s = summarize('a3sp', many, 1);
    expect(s.counts.consoleErrors.total).toBe(FIRST + 3);
    expect(s.counts.consoleErrors.first).toHaveLength(FIRST);
  });

  it('counts the console errors of the start and the login', () => {
    const s = summarize('a3sp', [visit('/a')], 1, ['failed to load']);
    expect(s.counts.consoleErrors).toMatchObject({ total: 1, routes: 1, first: [{ path: START, detail: 'failed to load' }] });
    expect(exitCode([s])).toBe(1);
  });

  it('ranks the most frequent findings by the routes they are on, numbers apart', () => {
    const top = frequent([
      visit('/a', { axe: [violation('label')], consoleErrors: ['GET /api/1 500'] }),
      visit('/b', { axe: [violation('label'), violation('color-contrast')], consoleErrors: ['GET /api/2 500'] }),
    ]);
    expect(top.axe).toEqual(['label (serious): 2 routes', 'color-contrast (serious): 1 route']);
    expect(top.consoleErrors).toEqual(['GET /api/N N: 2 routes']);
    expect(top.unlabelled).toEqual([]);
  });

  it('prints a row per persona, the first routes of each count that is not 0, and the time', () => {
    const a3sp = summarize('a3sp', [visit('/a')], 60);
    const visitorResults = [visit('/b', { unlabelled: ['select#x'] })];
    const visitor = summarize('visitor', visitorResults, 30);
    const text = renderSummary([a3sp, visitor], { a3sp: [visit('/a')], visitor: visitorResults }, 100);
    expect(text).toMatch(/^\| persona \| routes \|/);
    expect(text).toMatch(/\| a3sp +\| 1 +\|/);
    expect(text).toContain('1 (1 route)');
    expect(text).toContain('visitor, unlabelled controls: 1 on 1 route(s); the first:\n  /b: select#x');
    expect(text).toContain('visitor, most frequent unlabelled controls:\n  select#x: 1 route');
    expect(text).toContain('sweep: some counts are not 0; 100 s in all');
    expect(renderSummary([a3sp], { a3sp: [visit('/a')] }, 5)).toContain('sweep: every count is 0');
  });

  it('says when a finding was on the login overlay rather than the route\'s screen', () => {
    const s = summarize('visitor', [visit('/account', { outcome: 'login', axe: [violation('color-contrast')] })], 1);
    expect(s.counts.axe.first[0]?.detail).toMatch(/\(the login overlay\)$/);
  });

  it('checks the login overlay once, whatever route asked for it', () => {
    expect(checkKey('login', '/account/myAccount')).toBe(checkKey('login', '/mine'));
    expect(checkKey('screen', '/mine/personalCenter/personalCenter')).toBe('/mine/personalCenter/personalCenter');
  });
});
