/**
 * What the mock bank's queries answer (issue 36, 48; spec 000 §7 workbench, account): an instruction's
 * detail with what the user may do, 待办, 已办, 转账指令查询, 交易明细查询, 电子回单, the rules, balances.
 * Every answer passes the contract's schemas. Pure reads of the bank.
 */
import type { components, paths } from '@/api/generated/paths';
import type { Bank } from './bank.ts';
import { hintOf, whyNot, whyNotWithdraw } from './duties.ts';
import { kindInfo, RULE_KINDS } from './kinds.ts';
import { fen, NO_RULE, ruleText, yuan } from './rules.ts';
import type { Actor, Batch, BatchLine, Entry, Instruction, InstrStatus } from './types.ts';

type Schemas = components['schemas'];
type Answer<P extends keyof paths> = paths[P] extends { post: { responses: { 200: { content: { 'application/json': { body?: infer B } } } } } } ? NonNullable<B> : never;
type RowOf<P extends keyof paths> = Answer<P> extends { LIST: Array<infer R> } ? R : never;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const opt = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  (value === undefined ? {} : { [key]: value } as Record<K, V>);

/** What an instruction is about, its own fields: a debit's accounts and amount, or a rule change. */
function subject(i: Instruction) {
  if (i.type === 'rule') {
    return { RULE_KIND: i.change.kind, OLD_RULE: ruleText(i.change.from), NEW_RULE: ruleText(i.change.to) };
  }
  return {
    ACCT_NO: i.acctNo, ACCT_NAME: i.acctName, ...opt('PAYEE_ACCT_NO', i.payeeAcctNo), PAYEE_ACCT_NAME: i.payeeName,
    ...opt('PAYEE_BANK_NAME', i.payeeBank), TRAN_AMT: yuan(i.amount), CURRENCY: i.currency, ...opt('REMARK', i.remark),
  };
}

/** A rule change in words (单笔转账：多级（…）→ 单人); undefined for a debit. */
export const changeText = (i: Instruction): string | undefined =>
  (i.type === 'rule' ? `${kindInfo(i.change.kind).name}：${ruleText(i.change.from)} → ${ruleText(i.change.to)}` : undefined);

export function instructionView(bank: Bank, actor: Actor, seq: unknown): Schemas['Instruction'] {
  const i = bank.found(actor, seq);
  const why = whyNot(i, actor, bank.actors);
  return {
    TRANS_SEQ: i.seq, TRANS_KIND: i.kind, OPERATION_ID: i.operationId, TRANS_NAME: i.name, ...subject(i),
    SUBMITTER: i.submitter.name, SUBMIT_TIME: i.submitTime, INSTR_STATUS: i.status, AUTH_MODE: i.mode,
    AUTH_PROGRESS: `${String(i.approvals.length)}/${String(i.required)}`,
    ...(i.status === '1' ? { AUTH_HINT: hintOf(i, bank.actors) } : {}),
    ...opt('REJECT_REASON', i.rejectReason), ...opt('BOOKED_SEQ', i.bookedSeq), ...opt('FINAL_AUTH_SEQ', i.finalAuthSeq),
    HISTORY: i.history.map((h) => ({ ACTION: h.action, ACTOR: h.actor, TIME: h.time, ...opt('NOTE', h.note) })),
    CAN_DECIDE: why ? 'N' : 'Y',
    CAN_WITHDRAW: whyNotWithdraw(i, actor) ? 'N' : 'Y',
    ...opt('WHY_NOT', why?.message),
  };
}

function ofEnterprise(bank: Bank, actor: Actor): Instruction[] {
  return [...bank.instructions.values()].filter((i) => i.orgNo === actor.orgNo).reverse();
}

function inDates(date: string, filter: Record<string, unknown>): boolean {
  const start = text(filter.START_DATE);
  const end = text(filter.END_DATE);
  return (!start || date >= start) && (!end || date <= end);
}

function matches(i: Instruction, filter: Record<string, unknown>): boolean {
  const min = text(filter.MIN_AMT);
  const max = text(filter.MAX_AMT);
  const submitter = text(filter.SUBMITTER)?.trim();
  const amount = i.type === 'debit' ? i.amount : undefined;
  const atLeast = !min || (amount !== undefined && amount >= fen(min));
  const atMost = !max || (amount !== undefined && amount <= fen(max));
  const inRange = atLeast && atMost;
  return (!text(filter.TRANS_KIND) || i.kind === filter.TRANS_KIND) && inRange &&
    (!submitter || i.submitter.name.includes(submitter)) && inDates(i.submitTime.slice(0, 10), filter);
}

/** 待办: the instructions this actor may decide now, newest first, filtered. */
export function backlogView(bank: Bank, actor: Actor, filter: Record<string, unknown>): Array<Schemas['BacklogItem']> {
  return ofEnterprise(bank, actor)
    .filter((i) => whyNot(i, actor, bank.actors) === undefined && matches(i, filter))
    .map((i) => ({
      TRANS_SEQ: i.seq, TRANS_NAME: i.name,
      ...(i.type === 'debit' ? { ACCT_NO: i.acctNo, PAYEE_ACCT_NAME: i.payeeName, TRAN_AMT: yuan(i.amount), CURRENCY: i.currency } : {}),
      ...opt('CHANGE', changeText(i)),
      SUBMITTER: i.submitter.name, SUBMIT_TIME: i.submitTime, AUTH_PROGRESS: `${String(i.approvals.length)}/${String(i.required)}`,
    }));
}

/** 已办: what this actor decided, the latest first. */
export function haveDoneView(bank: Bank, actor: Actor): Array<Schemas['HaveDoneItem']> {
  return ofEnterprise(bank, actor)
    .flatMap((i) => i.decisions.filter((d) => d.login === actor.login).map((d) => ({ i, d })))
    .sort((x, y) => y.d.time.localeCompare(x.d.time))
    .map(({ i, d }) => ({
      TRANS_SEQ: i.seq, TRANS_NAME: i.name, ...(i.type === 'debit' ? { TRAN_AMT: yuan(i.amount) } : {}),
      SUBMITTER: i.submitter.name, DECISION: d.decision, DECIDE_TIME: d.time, INSTR_STATUS: i.status,
    }));
}

/** 转账指令查询: the enterprise's transfer instructions (the kinds with a TRANS_TYPE), newest first. */
export function ordersView(bank: Bank, actor: Actor, filter: Record<string, unknown>): Array<RowOf<'/api/transfer/transferOrderQry'>> {
  return ofEnterprise(bank, actor).flatMap((i) => {
    const type = i.type === 'debit' && i.kind !== 'authRule' ? kindInfo(i.kind).orderType : undefined;
    if (i.type !== 'debit' || type === undefined) return [];
    const given = (name: string, value: string) => !text(filter[name]) || value === filter[name];
    const shown = given('ACCT_NO', i.acctNo) && given('TRANS_TYPE', type) && given('TRANS_STATUS', i.status) &&
      given('TRANS_SEQ', i.seq) && inDates(i.submitTime.slice(0, 10), filter);
    return shown
      ? [{
          TRANS_SEQ: i.seq, TRANS_DATE: i.submitTime.slice(0, 10), TRANS_TYPE: type as RowOf<'/api/transfer/transferOrderQry'>['TRANS_TYPE'],
          ACCT_NO: i.acctNo, ...opt('PAYEE_ACCT_NO', i.payeeAcctNo), PAYEE_ACCT_NAME: i.payeeName, ...opt('PAYEE_BANK_NAME', i.payeeBank),
          TRAN_AMT: yuan(i.amount), TRANS_STATUS: i.status, SUBMITTER: i.submitter.name,
        }]
      : [];
  });
}

const receiptNo = (e: Entry) => `R${e.seq.replace(/\D/g, '')}`.slice(0, 24);

/** 交易明细查询: an account's entries, newest first. */
export function entriesView(bank: Bank, actor: Actor, filter: Record<string, unknown>): Array<RowOf<'/api/account/accountTransDetailQry'>> {
  return bank.enterpriseAccount(actor.orgNo, filter.ACCT_NO).entries
    .filter((e) => inDates(e.date, filter) && (!text(filter.DC_FLAG) || e.dc === filter.DC_FLAG) &&
      (!text(filter.TRANS_SEQ) || e.seq === filter.TRANS_SEQ))
    .reverse()
    .map((e) => ({
      TRANS_DATE: e.date, TRANS_TIME: e.time, TRANS_SEQ: e.seq, DC_FLAG: e.dc,
      TRAN_AMT: yuan(e.amount), BALANCE: yuan(e.balance),
      ...opt('COUNTER_ACCT_NO', e.counterAcctNo), ...opt('COUNTER_ACCT_NAME', e.counterName),
      ...opt('COUNTER_BANK_NAME', e.counterBank), ...opt('SUMMARY', e.summary),
    }));
}

/** 电子回单: one receipt per entry (its number: R + the serial number's digits), newest first. */
export function receiptsView(bank: Bank, actor: Actor, filter: Record<string, unknown>): Array<RowOf<'/api/account/elecReceiptQry'>> {
  return bank.enterpriseAccount(actor.orgNo, filter.ACCT_NO).entries
    .filter((e) => inDates(e.date, filter) && (!text(filter.RECEIPT_NO) || receiptNo(e) === filter.RECEIPT_NO) &&
      (!text(filter.TRANS_SEQ) || e.seq === filter.TRANS_SEQ))
    .reverse()
    .map((e) => ({
      RECEIPT_NO: receiptNo(e), ACCT_NO: String(filter.ACCT_NO), TRANS_DATE: e.date, TRANS_SEQ: e.seq, DC_FLAG: e.dc,
      TRAN_AMT: yuan(e.amount), ...opt('COUNTER_ACCT_NO', e.counterAcctNo), ...opt('COUNTER_ACCT_NAME', e.counterName),
      ...opt('SUMMARY', e.summary), PRINT_COUNT: String(e.printCount),
    }));
}

/** 授权管理: every kind's rule (单人 where there is none). */
export function rulesView(bank: Bank, orgNo: string): Array<Schemas['AuthRule']> {
  return RULE_KINDS.map((kind) => {
    const r = bank.ruleOf(orgNo, kind);
    return { TRANS_KIND: kind, AUTH_MODE: r?.mode ?? '0', THRESHOLD_AMT: yuan((r ?? NO_RULE).threshold), ...opt('UPDATE_TIME', r?.updated) };
  });
}

/** The instruction booked under this serial number, as it stands now (an outcome query after its session ended). */
export function statusView(bank: Bank, seq: string): { instrStatus: InstrStatus; hint?: string } | undefined {
  const i = bank.instructions.get(seq);
  return i ? { instrStatus: i.status, ...(i.status === '1' ? { hint: hintOf(i, bank.actors) } : {}) } : undefined;
}

/** An account's balance now. */
export function balanceView(bank: Bank, acctNo: string): string | undefined {
  const account = bank.accounts.get(acctNo);
  return account ? yuan(account.balance) : undefined;
}

/** How a batch's lines stand: as their instruction stands (booked, waiting, failed, withdrawn, rejected). */
function lineOutcome(bank: Bank, batch: Batch): Pick<BatchLine, 'status' | 'payDate' | 'failReason'> | undefined {
  const i = batch.seq === undefined ? undefined : bank.instructions.get(batch.seq);
  if (!i) return undefined;
  if (i.status === '0') {
    const booked = i.history.find((h) => h.action === 'BOOK')?.time ?? i.submitTime;
    return { status: '0', payDate: booked.slice(0, 10) };
  }
  if (i.status === '1' || i.status === '2') return { status: '1' };
  const why = i.status === '4' ? '指令已撤销' : i.status === '5' ? `指令已被拒绝：${i.rejectReason ?? ''}` : '银行退回';
  return { status: '2', failReason: why };
}

/**
 * 代发明细查询 and 批量业务明细 (issue 49 item 4): the lines of the enterprise's batches, the batch just
 * booked first, each as its instruction stands; by batch number, entry status and pay date when asked.
 */
export function batchLinesView(
  bank: Bank, actor: Actor, request: Readonly<Record<string, unknown>>,
): Array<RowOf<'/api/transfer/batchDetailQry'>> {
  const batchNo = text(request.BATCH_NO);
  const [from, to] = [text(request.START_DATE), text(request.END_DATE)];
  const rows = [...bank.batches.values()].reverse()
    .filter((b) => b.orgNo === actor.orgNo && (batchNo === undefined || b.batchNo === batchNo))
    .flatMap((b) => {
      const outcome = lineOutcome(bank, b);
      return b.lines.map((line, n) => {
        const { status = '0', payDate, failReason } = { ...line, ...outcome };
        return {
          BATCH_NO: b.batchNo, SEQ_NO: String(n + 1), PAYEE_ACCT_NO: line.payeeAcctNo, PAYEE_ACCT_NAME: line.payeeName,
          TRAN_AMT: line.amount, PAY_STATUS: status, ...opt('PAY_DATE', payDate), ...opt('REMARK', line.remark),
          ...opt('FAIL_REASON', failReason),
        };
      });
    });
  const dated = (d: string | undefined, bound: string | undefined, after: boolean) =>
    bound === undefined || (d !== undefined && (after ? d >= bound : d <= bound));
  return rows.filter((r) => (text(request.PAY_STATUS) === undefined || r.PAY_STATUS === request.PAY_STATUS) &&
    dated(r.PAY_DATE, from, true) && dated(r.PAY_DATE, to, false));
}
