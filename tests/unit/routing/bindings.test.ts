// The screens' bindings to the contract (issue 13): every signed operation has a screen where a
// customer would look for it, every binding names an operation the generated tables know, every list
// screen's main operation is a query, and the README's binding table is the script's output.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindingsReport, readmeSection, screenKind, UNBOUND_SIGNED, unboundSigned } from '../../../tools/bindings.ts';
import { fields } from '../../../src/api/generated/fields.ts';
import { type OperationId, operationPaths, operations } from '../../../src/api/generated/operations.ts';
import { signing } from '../../../src/api/generated/signing.ts';
import { MANIFEST } from '../../../src/routing/manifest/index.ts';

const byPath = new Map(MANIFEST.map((r) => [r.path, r]));
const bound = MANIFEST.filter((r) => r.operations?.length);
const ops = (path: string) => byPath.get(path)?.operations ?? [];
const signedIds = Object.values(signing).map((s) => s.operationId);

/**
 * A list screen by its name (spec 001 §2 and issue 13): the last segment of its path (an `index`
 * segment skipped) is a list, search, query, record, pending, detail or history screen.
 */
const LIST_END = /(List|list|Search|Query|Qry|query|Record|record|Details?|details?|Detial|History|history|inquire)$/;
// pending… at the start, Inquiry anywhere (oderInquiry)
const LIST_ELSEWHERE = /^pending|Inquiry/;
function isListScreen(path: string): boolean {
  const name = path.split('/').filter((s) => s && s !== 'index').at(-1) ?? '';
  return LIST_END.test(name) || LIST_ELSEWHERE.test(name);
}

describe('every binding names an operation of the contract', () => {
  it('names operations the generated tables know, each once per screen', () => {
    const unknown: string[] = [];
    for (const route of bound) {
      const list = route.operations ?? [];
      expect(new Set(list).size, route.path).toBe(list.length);
      for (const id of list) {
        const path = (operationPaths as Record<string, string | undefined>)[id];
        if (!path || !(path in operations) || !(id in fields)) unknown.push(`${route.path}: ${id}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('agrees with the signing catalogue on which operations are signed', () => {
    for (const id of Object.keys(fields) as OperationId[]) {
      expect(fields[id].kind === 'signed', id).toBe(operationPaths[id] in signing);
    }
  });

  it('binds no redirect: a redirect has no screen', () => {
    expect(MANIFEST.filter((r) => r.redirect && r.operations).map((r) => r.path)).toEqual([]);
  });
});

describe('every signed operation is bound to a screen', () => {
  it('binds all of them but ukeyLogin, the login overlay\'s own call: U 盾 login runs before any screen is open', () => {
    expect(signedIds.length).toBe(177);
    expect(unboundSigned()).toEqual(['ukeyLogin']);
    expect(Object.keys(UNBOUND_SIGNED)).toEqual(['ukeyLogin']);
  });

  it('puts them where a customer would look for them', () => {
    expect(ops('/payTransfer/eBatch')[0]).toBe('transferSub');
    expect(ops('/payTransfer/appointAcc')[0]).toBe('preTransferSub');
    expect(ops('/payTransfer/massTransfer')[0]).toBe('batchTransferSub');
    expect(ops('/payTransfer/payroll/signup')[0]).toBe('payrollSign');
    expect(ops('/payTransfer/payroll/cancel')[0]).toBe('payrollRescindSign');
    expect(ops('/payTransfer/payroll/expense')[0]).toBe('payrollTransferSub');
    expect(ops('/invesmentFinance/depositproducts/depositbuy/buy')[0]).toBe('depositBuy');
    expect(ops('/invesmentFinance/depositproducts/depositdraw/draw/index')[0]).toBe('depositWithdraw');
    expect(ops('/billTreasure/bankBills/smsNotice/smsNotice')).toContain('smsSignAdd');
    expect(ops('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toContain('smsSignUpd');
    expect(ops('/billTreasure/bankBills/smsNotice/confirmDelete')).toContain('smsSignDel');
    expect(ops('/businessAdmin/account')).toContain('enterpriseAcctUpd');
    expect(ops('/account/checkAccount/signing')[0]).toBe('signingAdvance');
    expect(ops('/account/confirmation/confirmationAuth')[0]).toBe('confirmationAuthSub');
    expect(ops('/workSpace/eTransfer')[0]).toBe('transAuthSubmit');
    expect(ops('/mine/updateCertificate')[0]).toBe('loginUkeyCheck');
  });

  it('keeps each area\'s signed calls in its area of the route table', () => {
    const areaOf: Array<[RegExp, string]> = [
      [/^\/api\/wallet\/|^\/api\/dcep\//, '/payTransfer/digitalCurrency/'],
      [/^\/api\/(financeProduct|fund|deposit)\//, '/invesmentFinance/'],
      [/^\/api\/billTreasure\//, '/billTreasure/'],
      [/^\/api\/(interSettlement|interTrade|tradeFinance|investmentFinancing)\//, '/crossTreasure/'],
      [/^\/api\/(governTreasure|bankruptcy)\//, '/governmentTreasure/'],
      [/^\/api\/(supplyChain|loanChain|orderFinance|warehouseReceipt)\//, '/supplyChain/'],
      [/^\/api\/(tradFinance|letterGuaraBus|tradFactor)\//, '/tradFinanceTreasure/'],
      [/^\/api\/enterprise\//, '/businessAdmin'],
      [/^\/api\/reconciliation\//, '/account/checkAccount/'],
      [/^\/api\/rptreasure\//, '/recePayTreasure/'],
      [/^\/api\/(creditCenter|microLoan|guaranteeLoan)\//, '/creditCenter/'],
    ];
    const misplaced: string[] = [];
    for (const id of signedIds) {
      const rule = areaOf.find(([api]) => api.test(operationPaths[id]));
      if (!rule) continue;
      const where = bound.filter((r) => r.operations?.includes(id)).map((r) => r.path);
      if (!where.some((p) => p.startsWith(rule[1]))) misplaced.push(`${id}: ${where.join(', ')}`);
    }
    expect(misplaced).toEqual([]);
  });
});

describe('screens by their main operation', () => {
  it('gives every list, search, query, record, pending, detail and history screen a query as its main operation', () => {
    const lists = MANIFEST.filter((r) => !r.redirect && isListScreen(r.path));
    expect(lists.length).toBeGreaterThan(70);
    const notQuery = lists.filter((r) => screenKind(r) !== 'query').map((r) => `${r.path}: ${r.operations?.[0] ?? 'none'}`);
    expect(notQuery).toEqual([]);
  });

  it('reads the name rule as the route table spells it', () => {
    for (const path of ['/workSpace/listDetial', '/payTransfer/oderInquiry', '/payTransfer/payroll/inquire',
      '/billTreasure/bankBills/pendingBills/pendingBills', '/governmentTreasure/dxPaymentRecord', '/mine/equity/history',
      '/crossTreasure/settle/boatquery', '/account/transaDetails/details']) {
      expect(isListScreen(path), path).toBe(true);
    }
    for (const path of ['/payTransfer/eBatch', '/invesmentFinance/depositproducts/depositdraw/draw/index']) {
      expect(isListScreen(path), path).toBe(false);
    }
  });

  it('binds the non-signed forms where they belong', () => {
    expect(ops('/mine/changeLoginPass')).toEqual(['changePassword']);
    expect(ops('/changePassword')).toEqual(['changePassword']);
    expect(ops('/identityCheck')).toEqual(['forgotPasswordSms', 'forgotPassword']);
    expect(screenKind(byPath.get('/identityCheck') ?? { path: '', title: '', meta: {} })).toBe('form');
  });

  it('leaves a screen with no operation an info screen', () => {
    expect(screenKind(byPath.get('/aboutUs') ?? { path: '', title: '', meta: {}, operations: ['transferSub'] })).toBe('info');
  });
});

describe('README.md', () => {
  it('holds the binding table the script prints (npx tsx tools/bindings.ts --readme)', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(readmeSection(readme)).toBe(bindingsReport());
  });
});
