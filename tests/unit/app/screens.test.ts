// The app layer finds each route's screen by path (src/app/screens.ts); spec 001 §2 "all screens are
// loaded on demand". A route has a screen file only when a developer ejected one; every other route
// gets the kit's screen from its manifest entry (issue 51 item 1, docs/adr/0017).
import { describe, expect, it } from 'vitest';
import { hasScreenFile, screenFile, screenFiles, screenLoader } from '@/app/screens.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';

const sources = import.meta.glob<string>('/src/screens/**/index.tsx', { query: '?raw', import: 'default', eager: true });
const sourceOf = (path: string) => sources[`/src/${screenFile(path).replace(/^\.\.\//, '')}`];

describe('screens by path convention', () => {
  it('maps a path, a parameter to a [name] folder', () => {
    expect(screenFile('/account/myAccount')).toBe('../screens/account/myAccount/index.tsx');
    expect(screenFile('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account'))
      .toBe('../screens/billTreasure/bankBills/smsNotice/smsNoticeChange/[account]/index.tsx');
    expect(screenFile('/payTransfer/digitalCurrency/setUpWallet/viewProgress.vue'))
      .toBe('../screens/payTransfer/digitalCurrency/setUpWallet/viewProgress.vue/index.tsx');
  });

  it('gives every manifest entry that is not a redirect a screen: its own file, else the kit\'s', () => {
    const missing = MANIFEST.filter((r) => !r.redirect && !screenLoader(r)).map((r) => r.path);
    expect(missing).toEqual([]);
    expect(screenLoader({ path: '/payTransfer/eBatch' })).toBeDefined();
    expect(hasScreenFile('/payTransfer/eBatch')).toBe(false);
  });

  it('has a file for every hand-written route (view: own), and none missing makes the kit stand in', () => {
    const own = MANIFEST.filter((r) => r.view === 'own');
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((r) => !hasScreenFile(r.path)).map((r) => r.path)).toEqual([]);
    expect(screenLoader({ path: '/nowhere/at/all', view: 'own' })).toBeUndefined();
  });

  it('every screen file has its manifest entry, and a redirect has none', () => {
    const screens = new Set(MANIFEST.filter((r) => !r.redirect).map((r) => screenFile(r.path)));
    expect(screenFiles().filter((f) => !screens.has(f))).toEqual([]);
    const redirects = MANIFEST.filter((r) => r.redirect).map((r) => screenFile(r.path));
    expect(redirects.filter((f) => screenFiles().includes(f))).toEqual([]);
  });

  it('keeps out of an ejected kit screen\'s file what its route says: its title and its main operation', () => {
    const ejected = MANIFEST.filter((r) => !r.redirect && r.view !== 'own' && hasScreenFile(r.path));
    expect(ejected.length).toBeGreaterThan(0);
    const restating = ejected.filter((r) => {
      const source = sourceOf(r.path) ?? '';
      const main = r.operations?.[0];
      return [`'${r.title}'`, `"${r.title}"`, ...(main ? [`'${main}'`, `"${main}"`] : [])].some((s) => source.includes(s));
    });
    expect(restating.map((r) => r.path)).toEqual([]);
  });
});
