// The bank's rules as facts of the contract (issue 48 items 1, 5): every signed call with an account
// and an amount says whether it debits (governed by a rule kind, or exempt with a reason) or not; every
// signed transaction says who may submit it; Amount's pattern is one grammar. The generators refuse a
// contract that leaves any of these out. spec 000 §6 (levels), §7 (signed calls); spec 001 §7.
import { beforeAll, describe, expect, it } from 'vitest';
import { amountGrammar } from '../../generators/amount.ts';
import { checkContract } from '../../generators/check.ts';
import { checkPolicy, movesMoney, policyOf } from '../../generators/policy.ts';
import { isObject, type JsonObject, operations } from '../../generators/schema-walk.ts';
import { loadBundle } from './load.ts';

let doc: JsonObject;
beforeAll(() => {
  doc = loadBundle();
});

const broken = (change: (copy: JsonObject) => void) => {
  const copy = structuredClone(doc);
  change(copy);
  return checkPolicy(copy).map((p) => `${p.pointer} ${p.message}`);
};
const opOf = (copy: JsonObject, id: string) => {
  const found = operations(copy).find((o) => o.operationId === id);
  if (!found) throw new Error(`no ${id}`);
  return found.op;
};

describe('which signed calls debit an account, and under which rule (issue 48 item 1)', () => {
  it('classifies every signed call with an account and an amount, derived from the contract\'s shape', () => {
    const moving = operations(doc).filter((o) => movesMoney(doc, o));
    const { debits, noDebits, kinds } = policyOf(doc);
    const named = new Set([...debits.map(([id]) => id), ...noDebits.map(([id]) => id)]);
    const unclassified = moving.filter((o) => !named.has(o.operationId)).map((o) => o.operationId);
    expect(unclassified).toEqual([]);
    expect(checkPolicy(doc)).toEqual([]);
    const governed = debits.filter(([, d]) => d.kind !== undefined);
    const exempt = debits.filter(([, d]) => d.exempt !== undefined);
    expect(governed.length + exempt.length).toBe(debits.length);
    for (const [, d] of governed) expect(kinds.has(d.kind ?? '')).toBe(true);
    console.log(`policy: ${String(moving.length)} signed calls move money by their shape: ${String(debits.length)} debit ` +
      `(${String(governed.length)} governed by ${String(kinds.size)} rule kinds, ${String(exempt.length)} exempt), ` +
      `${String(noDebits.length)} debit nothing`);
  });

  it('governs the debits the review found ungoverned: regulatedTransfer, the bankruptcy and wallet transfers, payroll', () => {
    const kind = (id: string) => Object.fromEntries(policyOf(doc).debits)[id]?.kind;
    expect(kind('transferSub')).toBe('transferSub');
    expect(kind('regulatedTransfer')).toBe('transferSub');
    expect(kind('bankruptcySingleTransferSub')).toBe('transferSub');
    expect(kind('walletBatchTransferSub')).toBe('batchTransferSub');
    expect(kind('salaryPaySub')).toBe('payrollTransferSub');
    expect(kind('fundBuy')).toBe('investSub');
  });

  it('refuses a debit that is neither governed nor exempt, a kind the rules do not have, a payer that is not an account', () => {
    expect(broken((c) => {
      const debit = opOf(c, 'regulatedTransfer')['x-eis-debit'];
      if (isObject(debit)) delete debit.kind;
    })).toEqual([expect.stringContaining('governed by a rule kind (kind) or exempt with a reason')]);
    expect(broken((c) => {
      const debit = opOf(c, 'regulatedTransfer')['x-eis-debit'];
      if (isObject(debit)) debit.kind = 'anything';
    })).toEqual([expect.stringContaining('kind anything is not one of TransKind\'s')]);
    expect(broken((c) => {
      const debit = opOf(c, 'depositBuy')['x-eis-debit'];
      if (isObject(debit)) debit.exempt = '免';
    })).toEqual([expect.stringContaining('exempt with a reason of 4 or more characters')]);
    expect(broken((c) => {
      const debit = opOf(c, 'transferSub')['x-eis-debit'];
      if (isObject(debit)) debit.payer = 'TRAN_AMT';
    })).toEqual([expect.stringContaining('payer TRAN_AMT must be an AccountNo field')]);
  });

  it('refuses an exempt debit that credits an account without naming it (the bank checks it is the enterprise\'s)', () => {
    expect(broken((c) => {
      const debit = opOf(c, 'synonymTransferApply')['x-eis-debit'];
      if (isObject(debit)) delete debit.own;
    })).toEqual([expect.stringContaining('an exempt debit names the account it credits (own: TARGET_ACCT_NO)')]);
  });

  it('refuses a signed call with an account and an amount that says nothing, or both things', () => {
    expect(broken((c) => {
      delete opOf(c, 'regulatedTransfer')['x-eis-debit'];
    })).toEqual([expect.stringContaining('says whether it debits')]);
    expect(broken((c) => {
      opOf(c, 'transferSub')['x-eis-no-debit'] = '记入本企业账户';
    })).toEqual([expect.stringContaining('not both')]);
  });
});

describe('who may call what (issue 48 item 1)', () => {
  it('names the levels and the role of every signed transaction; the approvals\' role by their decision', () => {
    const { access } = policyOf(doc);
    const byId = Object.fromEntries(access);
    expect(byId.transferSub).toEqual({ levels: ['A3P', 'A3S', 'A3SP'], role: 'operator' });
    expect(byId.transAuthSubmit?.role).toEqual({ by: 'AUTH_TYPE', roles: { 1: 'approver', 2: 'approver', 0: 'operator' } });
    expect(byId.authRuleReview?.role).toBe('approver');
    expect(byId.autoModeUpdate).toMatchObject({ admin: true, role: 'operator' });
    expect(byId.accountListQry).toEqual({ levels: ['A3S', 'A3SP'] });
  });

  it('refuses a signed transaction without its access, and a role selector that is not the field\'s enum', () => {
    expect(broken((c) => {
      delete opOf(c, 'fundBuy')['x-eis-access'];
    })).toEqual([expect.stringContaining('says who may submit it')]);
    expect(broken((c) => {
      opOf(c, 'transAuthSubmit')['x-eis-access'] = { levels: ['A3SP'], role: { by: 'AUTH_TYPE', roles: { 1: 'approver' } } };
    })).toEqual([expect.stringContaining('role.by AUTH_TYPE must be a request field whose enum is exactly')]);
    expect(broken((c) => {
      opOf(c, 'fundBuy')['x-eis-access'] = { levels: ['A9'], role: 'operator' };
    })).toEqual([expect.stringContaining('levels is a non-empty list of')]);
  });
});

describe('one Amount grammar (issue 48 item 5)', () => {
  const withPattern = (pattern: string, maxLength: number) => {
    const copy = structuredClone(doc);
    const schemas = isObject(copy.components) && isObject(copy.components.schemas) ? copy.components.schemas : {};
    schemas.Amount = { type: 'string', pattern, maxLength };
    return copy;
  };

  it('reads 15 integer digits and 2 decimals from the contract\'s pattern', () => {
    expect(amountGrammar(doc)).toEqual({ integerDigits: 15, decimals: 2 });
  });

  it('follows a changed pattern: 13 integer digits', () => {
    expect(amountGrammar(withPattern('^(0|[1-9][0-9]{0,12})\\.[0-9]{2}$', 16))).toEqual({ integerDigits: 13, decimals: 2 });
  });

  it('refuses a pattern of another shape, a maxLength that does not fit, three decimals, 17 digits', () => {
    expect(amountGrammar(withPattern('^[0-9]+\\.[0-9]{2}$', 18))).toHaveProperty('problem');
    const badLength = amountGrammar(withPattern('^(0|[1-9][0-9]{0,12})\\.[0-9]{2}$', 18));
    expect('problem' in badLength ? badLength.problem : '').toContain('maxLength must be 16');
    expect(amountGrammar(withPattern('^(0|[1-9][0-9]{0,12})\\.[0-9]{3}$', 17))).toHaveProperty('problem');
    expect(amountGrammar(withPattern('^(0|[1-9][0-9]{0,16})\\.[0-9]{2}$', 20))).toHaveProperty('problem');
    expect(checkContract(withPattern('^[0-9]+$', 18)).map((p) => p.pointer)).toContain('#/components/schemas/Amount');
  });
});
