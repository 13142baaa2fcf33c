/**
 * How each kind of operation is called in the sweep (issue 53 item 1): a query with the contract's
 * example, its boundary values, two pages of two rows and one request that breaks the contract; a form
 * with its example; a signed transaction through the full challenge, text and signature flow, once
 * per service code its selector picks.
 */
import { debits } from '@/api/generated/policy.ts';
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import { bodyOf, pagesDisjoint, SUCCESS } from './checks.ts';
import type { PersonaConfig } from './config.ts';
import type { Operation } from './contract.ts';
import type { Exchange } from './model.ts';
import { bankToday, type CaseRecorder, type Kit } from './kit.ts';
import { signAndSend } from './money.ts';
import type { Session } from './session.ts';
import { boundaryVariant, invalidVariant, pageVariants, type Variant } from './variants.ts';
import { type Body, call } from './wire.ts';

/** The persona the configuration gives an operation: the one that lists it, else the one that takes the rest. */
export function ownerOf(personas: readonly PersonaConfig[], operationId: string): PersonaConfig | undefined {
  return personas.find((p) => Array.isArray(p.operations) && p.operations.includes(operationId)) ??
    personas.find((p) => p.operations === 'rest');
}

/**
 * The request an operation is called with: the contract's example, the configuration's `sweepAmount`
 * in place of the example's amount when the call debits an account (the contract's examples add up to
 * millions; a run must not drain the test accounts it shares), then the configuration's inputs.
 */
export function inputsFor(kit: Kit, operationId: string): Body {
  const debit = debits[operationId];
  const amount = debit ? { [debit.amount]: kit.config.sweepAmount } : {};
  return { ...kit.contract.example(operationId), ...amount, ...(kit.config.inputs[operationId] ?? {}) };
}

/** Rows of a list answer as text, to compare pages. */
const rowsOf = (answer: unknown, field: string): string => JSON.stringify(bodyOf(answer)?.[field] ?? null);

/**
 * Two pages of two rows, disjoint. A list the run itself changes (bookings land in 交易明细 and
 * 转账指令 while other cases run) shifts between the two calls: page 1 read again after page 2 tells,
 * and the pair is read again, up to five times; a list that moved every time is a skipped check (the
 * run's own bookings, not the gateway's paging), never a pass.
 */
async function pagesOf(
  rec: CaseRecorder, pages: readonly [Variant, Variant], field: string, send: (b: Body, l: string) => Promise<Exchange>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const first = await send(pages[0].body, pages[0].label);
    const second = await send(pages[1].body, pages[1].label);
    await rec.expect(first, SUCCESS);
    await rec.expect(second, SUCCESS);
    const again = await send(pages[0].body, `${pages[0].label}, again`);
    rec.add(again);
    const moved = rowsOf(again.opened, field) !== rowsOf(first.opened, field);
    if (!moved) {
      rec.check({ ...pagesDisjoint(first.opened, second.opened, field), name: 'pages: disjoint' });
      return;
    }
    if (attempt === 5) {
      rec.skip('pages: disjoint', 'the list moved between the pages five times (the run\'s own bookings)');
      return;
    }
  }
}

async function query(kit: Kit, rec: CaseRecorder, op: Operation, session: Session): Promise<void> {
  const example = inputsFor(kit, op.operationId);
  const send = (body: Body, label: string) => call(session.browser, op.operationId, body, label);
  await rec.expect(await send(example, 'example'), SUCCESS);
  const seed = kit.seed + op.operationId.length;
  const boundary = boundaryVariant(op.fields.request, example, seed, bankToday());
  if (boundary) await rec.expect(await send(boundary.body, `${boundary.label} (${boundary.changed.join(', ')})`), boundary.expect);
  const pages = pageVariants(op.fields.request, example);
  if (pages && op.fields.list) await pagesOf(rec, pages, op.fields.list.field, send);
  const invalid = invalidVariant(op.fields.request, example, seed);
  if (invalid) await rec.expect(await send(invalid.body, invalid.label), invalid.expect);
}

async function form(kit: Kit, rec: CaseRecorder, op: Operation, session: Session): Promise<void> {
  await rec.expect(await call(session.browser, op.operationId, inputsFor(kit, op.operationId), 'example'), SUCCESS);
}

/** Signs and submits one transaction; its challenge call is kept, its answer checked. */
export async function signAndSubmit(
  kit: Kit, rec: CaseRecorder, op: Operation, session: Session, values: Body, label: string,
) {
  const sent = await signAndSend(kit, rec, session, op.operationId, values, label);
  if (sent) await rec.expect(sent.ex, SUCCESS);
  return sent;
}

/** A signed transaction with its example, then with each other code its selector (AUTH_TYPE, AUTH_METHOD) picks. */
export async function signed(
  kit: Kit, rec: CaseRecorder, op: Operation, session: Session, values = inputsFor(kit, op.operationId),
) {
  await signAndSubmit(kit, rec, op, session, values, 'example');
  const rule = signingEntryByPath(op.path)?.serviceCode;
  if (!rule || !('by' in rule)) return;
  for (const choice of Object.keys(rule.codes).filter((c) => c !== values[rule.by])) {
    await signAndSubmit(kit, rec, op, session, { ...values, [rule.by]: choice }, `${rule.by} ${choice}`);
  }
}

export type Recipe = (kit: Kit, rec: CaseRecorder, op: Operation, session: Session) => Promise<void>;

export const BY_KIND: Readonly<Record<Operation['kind'], Recipe>> = { query, form, signed: (kit, rec, op, s) => signed(kit, rec, op, s) };
