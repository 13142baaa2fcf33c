// The route manifest against spec 001 §2 (and spec 000 §2, §3): the values here are the spec's, typed
// out from it, not read from the manifest.
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUICK_FUNCTIONS } from '@/home/rules.ts';
import { requestFields, signingEntry } from '@/protocol/signing/catalogue.ts';
import { AREAS, MANIFEST } from '@/routing/manifest/index.ts';
import { FALLBACK_MENU } from '@/routing/menus.ts';
import { SPEC_REDIRECTS } from '../../support/spec-routes.ts';

const byPath = new Map(MANIFEST.map((r) => [r.path, r]));
const pathsWhere = (test: (r: (typeof MANIFEST)[number]) => boolean) => MANIFEST.filter(test).map((r) => r.path).sort();

describe('the route table (spec 001 §2)', () => {
  it('has every path once, spelt as a route path', () => {
    const paths = MANIFEST.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/((:[A-Za-z]+|[A-Za-z0-9][A-Za-z0-9._-]*)(\/|$))*$/);
  });

  it('keeps the spec\'s spelling, typos included', () => {
    for (const path of ['/invesmentFinance/depositproducts/depositdraw/index', '/billTreasure/commerialTicet/promptAccept/index',
      '/billTreasure/bankBills/noticePayAppliction/index', '/payTransfer/oderInquiry', '/workSpace/listDetial',
      '/governmentTreasure/townshiopFinance', '/payTransfer/digitalCurrency/setUpWallet/viewProgress.vue']) {
      expect(byPath.has(path), path).toBe(true);
    }
  });

  it('has exactly the spec\'s 38 redirects, each to where the spec says', () => {
    const redirects = MANIFEST.filter((r) => r.redirect && !r.meta.alias).map((r) => [r.path, r.redirect]);
    expect(redirects.sort()).toEqual([...SPEC_REDIRECTS].sort());
  });

  it('opens a route the spec spells two ways by either spelling, the other one hidden (issue 38)', () => {
    const aliases = MANIFEST.filter((r) => r.meta.alias).map((r) => [r.path, r.redirect]);
    expect(aliases.sort()).toEqual([
      ['/enterpriseView/valueInfo/valueInfo', '/enterpriseView/valueInfo'],
      ['/invesmentFinance/managemoney/supermarket', '/invesmentFinance/managemoney/supermarket/supermarket'],
      ['/mine/functionSet', '/mine/functionSet/functionSet'],
      ['/mine/personalCenter', '/mine/personalCenter/personalCenter'],
    ]);
    for (const [path, target] of aliases) {
      const screen = byPath.get(target ?? '');
      expect(screen?.redirect, path).toBeUndefined();
      expect(byPath.get(path ?? '')?.meta.hidden, path).toBe(true);
    }
  });

  it('redirects only to routes of the table, and a chain ends on a screen', () => {
    for (const [from] of SPEC_REDIRECTS) {
      let at = from;
      for (let hops = 0; byPath.get(at)?.redirect; hops++) {
        expect(hops, `${from} loops`).toBeLessThan(3);
        at = byPath.get(at)?.redirect ?? '';
      }
      expect(byPath.get(at), `${from} ends on ${at}`).toBeDefined();
    }
  });

  // issue 49 item 3: a record's page (its title …详情, or a …Detail / …Detial page under its list) is a
  // route without a side-menu item; a list of 明细 (transaction lines) is a destination and keeps its item
  it('marks every record\'s page as a detail, and no list', () => {
    const looksLikeRecord = (r: (typeof MANIFEST)[number]) =>
      !r.redirect && (/详情$/.test(r.title) || (/\/\w+\/\w*(Detail|Detial)$/.test(r.path) && !/查询$/.test(r.title)));
    expect(pathsWhere((r) => r.meta.detail === true)).toEqual(pathsWhere(looksLikeRecord));
    expect(pathsWhere((r) => r.meta.detail === true)).toEqual([
      '/account/myAccount/accDetails', '/account/transaDetails/details', '/billTreasure/bankBills/failNotice/failNoticeDetail',
      '/businessAdmin/messageDetails', '/creditCenter/particulars', '/crossTreasure/sale/signDetail', '/crossTreasure/sale/yuanqidqr/pcDetail',
      '/digitalEcology/signDetail', '/homeNews/bannerDetail', '/homeNews/newsDetail', '/invesmentFinance/adminstration/fundsdetails',
      '/mine/equity/detail', '/realTimeInfo/realTimeInfoDetail', '/tradFinanceTreasure/pages/accUncForExchQry/applyInfoDetail',
      '/tradFinanceTreasure/pages/certificate/certficateinfona', '/workSpace/batchDetial', '/workSpace/eDetial', '/workSpace/listDetial',
    ]);
    // lists and queries of lines (明细) are where the menu leads
    for (const path of ['/account/transaDetails', '/billTreasure/billsPool/bondManage/searchDetail', '/payTransfer/digitalCurrency/transactionDetails', '/enterpriseEcological/detail', '/tradeTreasure/detail']) {
      expect(byPath.get(path)?.meta.detail, path).toBeUndefined();
    }
  });

  it('keeps alive the screens the spec lists', () => {
    expect(pathsWhere((r) => r.meta.keepAlive === true)).toEqual([
      '/account/checkAccount/query', '/account/query/queryAccDetails', '/account/query/unmatch',
      '/account/transaDetails', '/account/transaDetails/details', '/billTreasure/commerialTicet/promptGuarantee',
      '/digitalEcology/signDetail', '/tradFinanceTreasure/pages/certificate/certificateinfo',
    ]);
  });

  it('gives the layouts, fixed sidebars, scroll and footer flags the spec gives', () => {
    expect(pathsWhere((r) => r.meta.layout === 'iframe')).toEqual(['/digitalEcology', '/digitalEcosystem', '/wealthTreasure']);
    expect(pathsWhere((r) => r.meta.layout === 'cover' && !r.redirect)).toEqual([
      '/aboutUs', '/changePassword', '/contactUs', '/digitalEcology/signDetail', '/home/index', '/homeNews/bannerDetail',
      '/homeNews/newsDetail', '/homeNews/newsList', '/identityCheck', '/introduction', '/privacyDisclosure', '/productList',
      '/realTimeInfo/realTimeInfoDetail', '/transferActivity', '/useDisclosure',
    ]);
    expect(pathsWhere((r) => r.meta.fixedSidebar === true)).toEqual(['/billTreasure/setting', '/enterpriseView/valueInfo']);
    expect(pathsWhere((r) => r.meta.noScrollTop === true)).toEqual(['/enterpriseView/valueInfo']);
    expect(pathsWhere((r) => r.meta.hideFooter === true)).toEqual(['/identityCheck']);
    expect(pathsWhere((r) => r.meta.hidden === true && !r.meta.alias)).toEqual(['/businessAssociation/activityAdd', '/businessAssociation/contentAdd']);
    expect(pathsWhere((r) => r.path.includes(':'))).toEqual(['/billTreasure/bankBills/smsNotice/smsNoticeChange/:account']);
  });

  it('requires login except on the home page, the cover pages, the news and the association (spec 000 §4)', () => {
    expect(pathsWhere((r) => r.meta.requiresLogin === false)).toEqual([
      '/', '/aboutUs', '/businessAssociation', '/businessAssociation/activityManagement', '/businessAssociation/basicInformation',
      '/businessAssociation/contentDelivery', '/businessAssociation/index', '/businessAssociation/memberManagement',
      '/changePassword', '/contactUs', '/home/index', '/homeNews', '/homeNews/bannerDetail', '/homeNews/newsDetail',
      '/homeNews/newsList', '/identityCheck', '/introduction', '/privacyDisclosure', '/productList', '/transferActivity',
      '/useDisclosure',
    ]);
  });

  it('gives every route a Chinese title', () => {
    for (const route of MANIFEST) expect(route.title, route.path).toMatch(/[\u4e00-\u9fff]/);
  });

  it('has one file per area of spec 001 §2, plus the cover pages and the shell routes', () => {
    expect(Object.keys(AREAS)).toEqual([
      'account', 'payTransfer', 'billTreasure', 'creditCenter', 'crossTreasure', 'enterpriseEcological', 'tradeTreasure',
      'governmentTreasure', 'invesmentFinance', 'supplyChain', 'wealthTreasure', 'mine', 'businessAdmin', 'homeNews',
      'enterpriseView', 'workSpace', 'eventProcessing', 'recePayTreasure', 'tradFinanceTreasure', 'realTimeInfo',
      'digitalEcology', 'digitalEcosystem', 'businessAssociation', 'cover', 'shell',
    ]);
  });
});

describe('entry points lead to routes (spec 000 §2, §3)', () => {
  it('every default quick function is a screen of the table', () => {
    for (const f of DEFAULT_QUICK_FUNCTIONS) expect(byPath.get(f.url)?.redirect, f.url).toBeUndefined();
    for (const f of DEFAULT_QUICK_FUNCTIONS) expect(byPath.has(f.url), f.url).toBe(true);
  });

  it('every static fallback menu points at a route of the table', () => {
    for (const m of FALLBACK_MENU) {
      const path = (m.MENU_URL ?? '').split(/[?#]/)[0] ?? '';
      expect(byPath.has(path), m.MENU_URL).toBe(true);
    }
  });
});

describe('the supply chain decides AUTH_METHOD, not the user (spec 000 §7, spec 001 §7)', () => {
  // every route of a chain whose operations choose their service code by AUTH_METHOD fixes it to the chain's product
  const byMethod = (r: (typeof MANIFEST)[number]) =>
    (r.operations ?? []).filter((op) => signingEntry(op)?.serviceCode && 'by' in (signingEntry(op)?.serviceCode ?? {}) &&
      requestFields(op).some((f) => f.name === 'AUTH_METHOD'));

  it.each([['/supplyChain/loanChain/', '1'], ['/supplyChain/ordersE/', '2']])('fixes AUTH_METHOD on every %s screen that signs by it to %s', (base, method) => {
    const signing = MANIFEST.filter((r) => r.path.startsWith(base) && byMethod(r).length > 0);
    expect(signing.map((r) => r.path).sort()).toEqual([`${base}contractInfo`, `${base}repayment`]);
    for (const route of signing) expect(route.meta.fixedValues, route.path).toEqual({ AUTH_METHOD: method });
  });

  it('fixes no AUTH_METHOD anywhere else', () => {
    const chains = /^\/supplyChain\/(loanChain|ordersE)\//;
    const elsewhere = MANIFEST.filter((r) => r.meta.fixedValues?.AUTH_METHOD && !chains.test(r.path));
    expect(elsewhere).toEqual([]);
  });

  it('gives every upload screen its business type (TRANS_TYPE), so the user never types it (issue 37)', () => {
    const uploads = MANIFEST.filter((r) => r.operations?.[0] === 'uploadFile');
    expect(uploads.length).toBe(5);
    for (const route of uploads) expect(route.meta.fixedValues?.TRANS_TYPE, route.path).toMatch(/^[A-Z][A-Z_]+$/);
  });
});
