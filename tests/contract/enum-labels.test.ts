// Every coded value a customer reads shows its label (issue 49 item 3: 我的账户 showed account types as
// 01/02): a field of a request, a query's rows, a result or a batch line whose values are codes (an
// enum, or one or two digits) carries x-eis-enum-labels for each value, which the kit shows in tables,
// detail views and confirmations (src/kit/fields/display.ts, src/protocol/signing/rules.ts).
import { describe, expect, it } from 'vitest';
import { type FieldInfo, fields, type OperationFields } from '@/api/generated/fields.ts';
import { displayValue } from '@/kit/fields/display.ts';

/**
 * Codes no screen shows: the request layer's constants, the session's and the shell's flags, and the
 * instruction's controls (src/kit/InstructionScreen.tsx turns CAN_DECIDE / CAN_WITHDRAW into buttons).
 */
const MACHINE_FIELDS: Readonly<Record<string, string>> = {
  H_CHNL_ID: 'the channel, filled by the request layer',
  CHNL: 'the menu search\'s channel, a constant',
  QRY_TYPE: 'the branch lookup\'s type, a constant of the header',
  IS_HAVE: 'the e-order check, read by the guard',
  TYPE: 'the e-order check, read by the guard',
  NEXT_STEP: 'the login flow\'s next step',
  QR_STATUS: 'the QR login\'s state, shown as the step\'s own text',
  USER_INDVATTELVL: 'the session\'s level, read by the permission rules',
  COMP_USER_TYPE: 'the session\'s administrator flag',
  DIGEST_ALG: 'the customer-service hand-off\'s MAC',
  CAN_DECIDE: 'shown as the 同意 / 拒绝 buttons',
  CAN_WITHDRAW: 'shown as the 撤销 button',
};

const CODE = /^\^\[0-9\](\{[12]\})?\$$/;

const operations = Object.entries(fields) as Array<[string, OperationFields]>;

/** Every field of an operation a screen may show: request, rows, result, batch line. */
const shownFields = (op: OperationFields): Array<[string, readonly FieldInfo[]]> => [
  ['request', op.request], ['rows', op.list?.columns ?? []], ['result', op.result ?? []], ['batch', op.batch?.columns ?? []],
];

const coded = (f: FieldInfo) => f.enum !== undefined || (f.pattern !== undefined && CODE.test(f.pattern));

function unlabelled(): string[] {
  const found = new Set<string>();
  for (const [operation, op] of operations) {
    for (const [place, list] of shownFields(op)) {
      for (const f of list) {
        if (!coded(f) || Object.hasOwn(MACHINE_FIELDS, f.name)) continue;
        const missing = f.enum ? f.enum.filter((v) => !f.enumLabels?.[v]) : ['(no enum: every code unlabelled)'];
        if (missing.length > 0) found.add(`${operation} ${place} ${f.name}: ${missing.join(', ')}`);
      }
    }
  }
  return [...found].sort();
}

describe('coded values have their labels (issue 49 item 3)', () => {
  it('labels every code of every field a screen shows', () => {
    expect(unlabelled()).toEqual([]);
  });

  it('shows the account types of 我的账户 by name', () => {
    const type = (fields.accountListQry as OperationFields).list?.columns.find((c) => c.name === 'ACCT_TYPE');
    expect(displayValue(type, '01')).toBe('基本户');
    expect(displayValue(type, '02')).toBe('一般户');
  });

  it('keeps the list of codes no screen shows to fields the contract has', () => {
    const names = (op: OperationFields) => shownFields(op).flatMap(([, list]) => list.filter(coded).map((f) => f.name));
    const all = new Set(operations.flatMap(([, op]) => names(op)));
    expect(Object.keys(MACHINE_FIELDS).filter((name) => !all.has(name))).toEqual([]);
  });
});
