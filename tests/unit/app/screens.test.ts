// The app layer finds each route's screen by path (src/app/screens.ts); spec 001 §2 "all screens are
// loaded on demand". The manifest and the screen files stay one list.
import { describe, expect, it } from 'vitest';
import { screenFile, screenFiles, screenLoader } from '@/app/screens.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';

describe('screens by path convention', () => {
  it('maps a path, a parameter to a [name] folder', () => {
    expect(screenFile('/account/myAccount')).toBe('../screens/account/myAccount/index.tsx');
    expect(screenFile('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account'))
      .toBe('../screens/billTreasure/bankBills/smsNotice/smsNoticeChange/[account]/index.tsx');
    expect(screenFile('/payTransfer/digitalCurrency/setUpWallet/viewProgress.vue'))
      .toBe('../screens/payTransfer/digitalCurrency/setUpWallet/viewProgress.vue/index.tsx');
  });

  it('every manifest entry that is not a redirect has its screen file', () => {
    const missing = MANIFEST.filter((r) => !r.redirect && !screenLoader(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('every screen file has its manifest entry, and a redirect has none', () => {
    const screens = new Set(MANIFEST.filter((r) => !r.redirect).map((r) => screenFile(r.path)));
    expect(screenFiles().filter((f) => !screens.has(f))).toEqual([]);
    const redirects = MANIFEST.filter((r) => r.redirect).map((r) => screenFile(r.path));
    expect(redirects.filter((f) => screenFiles().includes(f))).toEqual([]);
  });
});
