/**
 * The mock bank behind the queries (issue 36): accounts with balances and booked entries, transfer
 * instructions with their authorization, and each enterprise's authorization rules. A signed transfer
 * (transferSub, batchTransferSub, preTransferSub, payrollTransferSub) goes through the rule of its
 * enterprise: 单人 books at once; 双人 and 多级 wait for approvers (transAuthSubmit), and the last
 * approval books. Separation of duties is enforced here, whatever the portal shows: no one approves
 * their own instruction or approves twice, the last step of a two-level authorization needs a level-2
 * approver, and a rejected or withdrawn instruction never books. An overdraft books nothing.
 *
 * Pure but for the clock it is given (each call brings its serial number). The gateway calls it once a
 * signed call passed its checks (./signing.ts), one call at a time, so two approvals at the same moment
 * book once.
 * Amounts are kept in fen (bigint): the contract's amounts reach 15 integer digits.
 */
import type { components, paths } from '@/api/generated/paths';
import { bankTime } from './clock.ts';
import { Refusal } from './refusal.ts';

type Schemas = components['schemas'];
export type TransKind = Schemas['AuthRule']['TRANS_KIND'];
export type AuthMode = Schemas['AuthRule']['AUTH_MODE'];
export type InstrStatus = Schemas['Instruction']['INSTR_STATUS'];
type Action = Schemas['Instruction']['HISTORY'][number]['ACTION'];
type Decision = '0' | '1' | '2';
type Answer<P extends keyof paths> = paths[P] extends { post: { responses: { 200: { content: { 'application/json': { body?: infer B } } } } } } ? NonNullable<B> : never;
type RowOf<P extends keyof paths> = Answer<P> extends { LIST: Array<infer R> } ? R : never;

/** The transfer kinds the rules govern: their name and their type in 转账指令查询. */
export const TRANS_KINDS: Readonly<Record<TransKind, { name: string; type: '1' | '2' | '3' | '4' }>> = {
  transferSub: { name: '单笔转账', type: '1' },
  batchTransferSub: { name: '批量转账', type: '2' },
  preTransferSub: { name: '预约转账', type: '3' },
  payrollTransferSub: { name: '代发工资', type: '4' },
};
const KINDS = Object.keys(TRANS_KINDS) as TransKind[];
export const isTransKind = (operationId: string): operationId is TransKind => Object.hasOwn(TRANS_KINDS, operationId);

/** Who acts: a persona's login, name, enterprise, role (1 经办, 2 授权, 3 both) and approver level. */
export interface Actor {
  login: string;
  name: string;
  orgNo: string;
  role: '1' | '2' | '3';
  level: '0' | '1' | '2';
}
const operates = (a: Actor) => a.role === '1' || a.role === '3';
const approves = (a: Actor) => a.role === '2' || a.role === '3';

export interface Rule {
  mode: AuthMode;
  /** 多级: up to this amount one approval, above it two (fen). */
  threshold: bigint;
  updated?: string;
}

export interface Entry {
  date: string;
  time: string;
  seq: string;
  dc: 'D' | 'C';
  amount: bigint;
  balance: bigint;
  counterAcctNo?: string;
  counterName?: string;
  counterBank?: string;
  summary?: string;
  printCount: number;
}

export interface Account {
  acctNo: string;
  name: string;
  orgNo: string;
  balance: bigint;
  /** Oldest first. */
  entries: Entry[];
}

export interface Instruction {
  seq: string;
  orgNo: string;
  kind: TransKind;
  name: string;
  acctNo: string;
  acctName: string;
  payeeAcctNo?: string;
  payeeName: string;
  payeeBank?: string;
  amount: bigint;
  remark?: string;
  submitter: { login: string; name: string };
  submitTime: string;
  status: InstrStatus;
  mode: AuthMode;
  /** Approvals it needs (0 for 单人). */
  required: number;
  approvals: Array<{ login: string; name: string }>;
  /** Who decided what, for 已办事项. */
  decisions: Array<{ login: string; decision: Decision; time: string }>;
  history: Array<{ action: Action; actor: string; time: string; note?: string }>;
  rejectReason?: string;
  bookedSeq?: string;
}

type SeedRow = Record<string, unknown>;

/** What the bank was seeded with: the contract's example rows (./bank-seed.ts). */
export interface BankSeed {
  accounts: Array<{ acctNo: string; name: string; orgNo: string; balance: string; entries?: SeedRow[] }>;
  instructions: Array<Omit<Instruction, 'amount'> & { amount: string }>;
  rules: Record<string, Partial<Record<TransKind, { mode: AuthMode; threshold: string }>>>;
  /** Everyone who may act for an enterprise (to say who must approve). */
  actors: Actor[];
}

/** '12500.00' -> 1250000n; throws a Refusal for anything else. */
export function fen(amount: unknown): bigint {
  if (typeof amount !== 'string' || !/^(0|[1-9]\d{0,14})\.\d{2}$/.test(amount)) throw new Refusal('E0400', `金额格式不正确：${String(amount)}`);
  return BigInt(amount.replace('.', ''));
}
/** 1250000n -> '12500.00'. */
export function yuan(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
const grouped = (value: bigint) => yuan(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const DEFAULT_THRESHOLD = 5_000_000n; // 50,000.00

export interface Outcome {
  /** The signed call's TRANS_STATUS: 0 done, 1 submitted and waiting for approval. */
  transStatus: '0' | '1';
  instrStatus: InstrStatus;
  hint: string;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export class Bank {
  accounts = new Map<string, Account>();
  instructions = new Map<string, Instruction>();
  rules = new Map<string, Map<TransKind, Rule>>();

  constructor(
    private readonly seed: BankSeed,
    private readonly now: () => number,
  ) {
    this.reset();
  }

  /** Back to the seed (POST /__mock/reset). */
  reset(): void {
    this.accounts.clear();
    this.instructions.clear();
    this.rules.clear();
    for (const a of this.seed.accounts) {
      const account: Account = { acctNo: a.acctNo, name: a.name, orgNo: a.orgNo, balance: fen(a.balance), entries: [] };
      this.accounts.set(a.acctNo, account);
      this.seedEntries(account, a.entries ?? []);
    }
    for (const i of this.seed.instructions) {
      this.instructions.set(i.seq, structuredClone({ ...i, amount: fen(i.amount) }));
    }
    for (const [orgNo, rules] of Object.entries(this.seed.rules)) {
      const map = this.rulesOf(orgNo);
      for (const [kind, rule] of Object.entries(rules) as Array<[TransKind, { mode: AuthMode; threshold: string }]>) {
        map.set(kind, { mode: rule.mode, threshold: fen(rule.threshold) });
      }
    }
  }

  /**
   * The example rows as the account's history, their running balances recomputed backwards from the
   * account's balance, so the last entry's balance is the balance the account list shows.
   */
  private seedEntries(account: Account, rows: ReadonlyArray<Record<string, unknown>>): void {
    let balance = account.balance;
    const entries: Entry[] = [];
    for (const row of [...rows].reverse()) {
      const amount = fen(row.TRAN_AMT);
      const dc = row.DC_FLAG === 'C' ? 'C' : 'D';
      entries.unshift({
        date: String(row.TRANS_DATE), time: text(row.TRANS_TIME) ?? '00:00:00', seq: String(row.TRANS_SEQ), dc, amount, balance,
        ...(text(row.COUNTER_ACCT_NO) ? { counterAcctNo: String(row.COUNTER_ACCT_NO) } : {}),
        ...(text(row.COUNTER_ACCT_NAME) ? { counterName: String(row.COUNTER_ACCT_NAME) } : {}),
        ...(text(row.COUNTER_BANK_NAME) ? { counterBank: String(row.COUNTER_BANK_NAME) } : {}),
        ...(text(row.SUMMARY) ? { summary: String(row.SUMMARY) } : {}),
        printCount: 0,
      });
      balance = dc === 'D' ? balance + amount : balance - amount;
    }
    account.entries = entries;
  }

  private rulesOf(orgNo: string): Map<TransKind, Rule> {
    let map = this.rules.get(orgNo);
    if (!map) {
      map = new Map();
      this.rules.set(orgNo, map);
    }
    return map;
  }

  /** An enterprise's rule for a kind; an enterprise without one is 单人 (the operator's signature books). */
  rule(orgNo: string, kind: TransKind): Rule {
    return this.rules.get(orgNo)?.get(kind) ?? { mode: '0', threshold: DEFAULT_THRESHOLD };
  }

  allRules(orgNo: string): Array<Schemas['AuthRule']> {
    return KINDS.map((kind) => {
      const r = this.rule(orgNo, kind);
      const updated = r.updated ? { UPDATE_TIME: r.updated } : {};
      return { TRANS_KIND: kind, AUTH_MODE: r.mode, THRESHOLD_AMT: yuan(r.threshold), ...updated };
    });
  }

  /** The company administrator changes a rule (autoModeUpdate). */
  setRule(actor: Actor, request: Record<string, unknown>): Outcome {
    const kind = String(request.TRANS_KIND);
    if (!isTransKind(kind)) throw new Refusal('AU2015', `不支持设定授权规则的交易种类：${kind}`);
    const mode = request.AUTH_MODE;
    if (mode !== '0' && mode !== '1' && mode !== '2') throw new Refusal('AU2015', '授权模式须为单人、双人或多级');
    const threshold = fen(request.THRESHOLD_AMT);
    if (mode === '2' && threshold <= 0n) throw new Refusal('AU2014', '多级授权的金额界限须大于 0');
    const approvers = this.actors(actor.orgNo).filter(approves);
    if (mode !== '0' && approvers.length === 0) {
      throw new Refusal('AU2016', '本企业尚无授权人员，请先在用户管理中设置授权人');
    }
    if (mode === '2' && (approvers.length < 2 || !approvers.some((a) => a.level === '2'))) {
      throw new Refusal('AU2016', '多级授权需要至少两名授权人，其中至少一名二级授权人，请先在用户管理中设置');
    }
    const updated = bankTime(this.now()).stamp;
    this.rulesOf(actor.orgNo).set(kind, { mode, threshold, updated });
    const names = { 0: '单人', 1: '双人', 2: `多级（${grouped(threshold)} 元以上两级）` } as const;
    return { transStatus: '0', instrStatus: '0', hint: `${TRANS_KINDS[kind].name}的授权模式已改为${names[mode]}，此后提交的交易按新规则授权` };
  }

  private actors(orgNo: string): Actor[] {
    return this.seed.actors.filter((a) => a.orgNo === orgNo);
  }

  /** The account, when it belongs to this enterprise. */
  accountOf(orgNo: string, acctNo: unknown): Account {
    const account = typeof acctNo === 'string' ? this.accounts.get(acctNo) : undefined;
    if (!account || account.orgNo !== orgNo) throw new Refusal('AC0404', `账户 ${String(acctNo)} 不存在或不属于当前企业`);
    return account;
  }

  /**
   * A signed transfer of a governed kind, its signature verified: booked at once under 单人, an
   * instruction waiting for approval otherwise. `seq` is the transaction's serial number.
   */
  submit(kind: TransKind, request: Record<string, unknown>, actor: Actor, seq: string): Outcome {
    if (!operates(actor)) throw new Refusal('AU2001', '您是授权人员，不能经办（提交）交易，请由经办人员提交');
    const account = this.accountOf(actor.orgNo, request.ACCT_NO);
    if (request.PAYEE_ACCT_NO === account.acctNo) throw new Refusal('TR0002', '收款账号不能与付款账号相同');
    const amount = fen(request.TRAN_AMT);
    const rule = this.rule(actor.orgNo, kind);
    const required = rule.mode === '0' ? 0 : rule.mode === '1' ? 1 : amount > rule.threshold ? 2 : 1;
    const { stamp } = bankTime(this.now());
    const payeeName = text(request.PAYEE_ACCT_NAME) ??
      `批次 ${text(request.BATCH_NO) ?? ''}，共 ${text(request.TOTAL_COUNT) ?? ''} 笔`;
    const instruction: Instruction = {
      seq, orgNo: actor.orgNo, kind, name: text(request.TRANS_NAME) ?? TRANS_KINDS[kind].name,
      acctNo: account.acctNo, acctName: text(request.ACCT_NAME) ?? account.name,
      ...(text(request.PAYEE_ACCT_NO) ? { payeeAcctNo: String(request.PAYEE_ACCT_NO) } : {}),
      payeeName,
      ...(text(request.PAYEE_BANK_NAME) ? { payeeBank: String(request.PAYEE_BANK_NAME) } : {}),
      amount,
      ...(text(request.REMARK) ? { remark: String(request.REMARK) } : {}),
      submitter: { login: actor.login, name: actor.name }, submitTime: stamp,
      status: '1', mode: rule.mode, required, approvals: [], decisions: [],
      history: [{ action: 'SUBMIT', actor: actor.name, time: stamp }],
    };
    if (required === 0) {
      this.book(instruction, seq); // an overdraft throws: nothing is kept
      this.instructions.set(seq, instruction);
      return { transStatus: '0', instrStatus: '0', hint: '单人授权：交易已记账' };
    }
    // (a two-level one whose 终审 only its submitter could give finds no one: whyNot's stranding check)
    if (this.waitingFor(instruction).length === 0) {
      throw new Refusal('AU2016', '本企业没有可以授权该笔交易的授权人，交易未受理，请联系企业管理员');
    }
    this.instructions.set(seq, instruction);
    return { transStatus: '1', instrStatus: '1', hint: this.hintOf(instruction) };
  }

  /** Debits the payer (and credits a payee of this bank); 余额不足 throws before anything changes. */
  private book(instruction: Instruction, seq: string): void {
    const account = this.accounts.get(instruction.acctNo);
    if (!account) throw new Refusal('AC0404', `账户 ${instruction.acctNo} 不存在`);
    if (account.balance < instruction.amount) {
      throw new Refusal('TR0001', `账户余额不足：可用余额 ${grouped(account.balance)} 元，交易金额 ${grouped(instruction.amount)} 元，交易未记账`);
    }
    const { date, time, stamp } = bankTime(this.now());
    account.balance -= instruction.amount;
    account.entries.push({
      date, time, seq, dc: 'D', amount: instruction.amount, balance: account.balance,
      ...(instruction.payeeAcctNo ? { counterAcctNo: instruction.payeeAcctNo } : {}),
      counterName: instruction.payeeName,
      ...(instruction.payeeBank ? { counterBank: instruction.payeeBank } : {}),
      summary: instruction.remark ?? instruction.name, printCount: 0,
    });
    const payee = instruction.payeeAcctNo ? this.accounts.get(instruction.payeeAcctNo) : undefined;
    if (payee) { // never the payer's own: submit refused that (TR0002)
      payee.balance += instruction.amount;
      payee.entries.push({
        date, time, seq, dc: 'C', amount: instruction.amount, balance: payee.balance,
        counterAcctNo: account.acctNo, counterName: account.name,
        summary: instruction.remark ?? instruction.name, printCount: 0,
      });
    }
    instruction.status = '0';
    instruction.bookedSeq = seq;
    instruction.history.push({ action: 'BOOK', actor: '银行', time: stamp, note: `记账流水号 ${seq}` });
  }

  /** Why this actor may not approve or reject this instruction now, or undefined when they may. */
  whyNot(instruction: Instruction, actor: Actor): string | undefined {
    if (instruction.orgNo !== actor.orgNo) return '原交易不存在或不属于当前企业';
    if (instruction.status !== '1') return `该笔交易${STATUS_WORDS[instruction.status]}，不能再授权`;
    if (!approves(actor)) return '您不是授权人员，不能授权交易';
    if (instruction.submitter.login === actor.login) return '不能授权本人提交的交易';
    if (instruction.approvals.some((a) => a.login === actor.login)) return '您已授权过该笔交易，不能重复授权';
    const last = instruction.approvals.length === instruction.required - 1;
    if (instruction.required === 2 && last && actor.level !== '2') {
      return '该笔交易超过多级授权金额界限，终审须由二级授权人授权，您的授权级别不足';
    }
    if (!last && !this.finalApprovers(instruction, actor.login).length) { // not the last: the first of two
      return '该笔交易需两级授权，您是唯一能终审的二级授权人，请由其他授权人初审';
    }
    return undefined;
  }

  /**
   * The level-2 approvers who could give a two-level instruction its 终审 once `first` has given the
   * first approval: not its submitter, not `first`. None: `first` would leave it stuck for good.
   */
  private finalApprovers(instruction: Instruction, first: string): Actor[] {
    return this.actors(instruction.orgNo).filter((a) =>
      approves(a) && a.level === '2' && a.login !== first && a.login !== instruction.submitter.login);
  }

  private whyNotWithdraw(instruction: Instruction, actor: Actor): string | undefined {
    if (instruction.orgNo !== actor.orgNo) return '原交易不存在或不属于当前企业';
    if (instruction.submitter.login !== actor.login) return '只能撤销本人提交的交易';
    if (instruction.status !== '1') return `该笔交易${STATUS_WORDS[instruction.status]}，不能撤销`;
    if (instruction.approvals.length > 0) return '该笔交易已有授权人授权，不能撤销';
    return undefined;
  }

  private found(actor: Actor, seq: unknown): Instruction {
    const instruction = typeof seq === 'string' ? this.instructions.get(seq) : undefined;
    if (!instruction || instruction.orgNo !== actor.orgNo) throw new Refusal('AU2010', `原交易 ${String(seq)} 不存在或不属于当前企业`);
    return instruction;
  }

  /**
   * An approver's decision (AUTH_TYPE 1 同意, 2 拒绝) or the submitter's withdrawal (0 撤销), its
   * signature verified; the signed account, payee and amount must be the instruction's.
   */
  decide(request: Record<string, unknown>, actor: Actor, seq: string): Outcome {
    const instruction = this.found(actor, request.ORIG_TRANS_SEQ);
    const decision = request.AUTH_TYPE;
    if (decision !== '0' && decision !== '1' && decision !== '2') throw new Refusal('AU2015', '授权决定须为同意、拒绝或撤销');
    const same = request.ACCT_NO === instruction.acctNo && request.PAYEE_ACCT_NAME === instruction.payeeName &&
      (text(request.PAYEE_ACCT_NO) ?? '') === (instruction.payeeAcctNo ?? '') && fen(request.TRAN_AMT) === instruction.amount;
    if (!same) throw new Refusal('AU2007', '授权信息（付款账号、收款人或金额）与原交易不符，未受理');
    const { stamp } = bankTime(this.now());
    if (decision === '0') {
      const why = this.whyNotWithdraw(instruction, actor);
      if (why) throw new Refusal('AU2011', why);
      instruction.status = '4';
      instruction.history.push({ action: 'WITHDRAW', actor: actor.name, time: stamp });
      instruction.decisions.push({ login: actor.login, decision, time: stamp });
      return { transStatus: '0', instrStatus: '4', hint: '指令已撤销，不会记账' };
    }
    const why = this.whyNot(instruction, actor);
    if (why) throw new Refusal(refusalCode(why), why);
    if (decision === '2') {
      const reason = text(request.REJECT_REASON)?.trim();
      if (!reason || reason.length < 2) throw new Refusal('AU2013', '拒绝时须填写拒绝理由（至少 2 个字）');
      instruction.status = '5';
      instruction.rejectReason = reason;
      instruction.history.push({ action: 'REJECT', actor: actor.name, time: stamp, note: reason });
      instruction.decisions.push({ login: actor.login, decision, time: stamp });
      return { transStatus: '0', instrStatus: '5', hint: `已拒绝，交易不会记账；理由已告知经办人${instruction.submitter.name}` };
    }
    if (instruction.approvals.length + 1 === instruction.required) {
      this.book(instruction, seq); // 余额不足 throws: the approval is not kept, the instruction still waits
    }
    instruction.approvals.push({ login: actor.login, name: actor.name });
    instruction.history.splice(instruction.history.length - (instruction.status === '0' ? 1 : 0), 0,
      { action: 'APPROVE', actor: actor.name, time: stamp });
    instruction.decisions.push({ login: actor.login, decision, time: stamp });
    return instruction.status === '0'
      ? { transStatus: '0', instrStatus: '0', hint: `已同意，交易已记账（记账流水号 ${seq}）` }
      : { transStatus: '0', instrStatus: '1', hint: `已同意；${this.hintOf(instruction)}` };
  }

  /** The approvers who may take the instruction's next step. */
  private waitingFor(instruction: Instruction): Actor[] {
    return this.actors(instruction.orgNo).filter((a) => this.whyNot(instruction, a) === undefined);
  }

  private hintOf(instruction: Instruction): string {
    const names = this.waitingFor(instruction).map((a) => a.name).join('、');
    const step = instruction.required === 2 ? (instruction.approvals.length === 0 ? '初审（共两级）' : '终审（二级）') : '授权';
    return `待授权：需 ${String(instruction.required)} 级授权，已授权 ${String(instruction.approvals.length)} 级；待 ${names} ${step}`;
  }

  // ---- what the queries answer ----

  /** The instruction booked under this serial number, as it stands now (an outcome query after its session ended). */
  statusOf(seq: string): { instrStatus: InstrStatus; hint?: string } | undefined {
    const i = this.instructions.get(seq);
    return i ? { instrStatus: i.status, ...(i.status === '1' ? { hint: this.hintOf(i) } : {}) } : undefined;
  }

  instruction(actor: Actor, seq: unknown): Schemas['Instruction'] {
    const i = this.found(actor, seq);
    const why = this.whyNot(i, actor);
    return {
      TRANS_SEQ: i.seq, TRANS_KIND: i.kind, TRANS_NAME: i.name, ACCT_NO: i.acctNo, ACCT_NAME: i.acctName,
      ...(i.payeeAcctNo ? { PAYEE_ACCT_NO: i.payeeAcctNo } : {}),
      PAYEE_ACCT_NAME: i.payeeName,
      ...(i.payeeBank ? { PAYEE_BANK_NAME: i.payeeBank } : {}),
      TRAN_AMT: yuan(i.amount), CURRENCY: 'CNY',
      ...(i.remark ? { REMARK: i.remark } : {}),
      SUBMITTER: i.submitter.name, SUBMIT_TIME: i.submitTime, INSTR_STATUS: i.status, AUTH_MODE: i.mode,
      AUTH_PROGRESS: `${String(i.approvals.length)}/${String(i.required)}`,
      ...(i.status === '1' ? { AUTH_HINT: this.hintOf(i) } : {}),
      ...(i.rejectReason ? { REJECT_REASON: i.rejectReason } : {}),
      ...(i.bookedSeq ? { BOOKED_SEQ: i.bookedSeq } : {}),
      HISTORY: i.history.map((h) => ({
        ACTION: h.action, ACTOR: h.actor, TIME: h.time, ...(h.note ? { NOTE: h.note } : {}),
      })),
      CAN_DECIDE: why ? 'N' : 'Y',
      CAN_WITHDRAW: this.whyNotWithdraw(i, actor) ? 'N' : 'Y',
      ...(why ? { WHY_NOT: why } : {}),
    };
  }

  /** 待办: the instructions this actor may decide now, newest first, filtered. */
  backlog(actor: Actor, filter: Record<string, unknown>): Array<Schemas['BacklogItem']> {
    return this.ofEnterprise(actor)
      .filter((i) => this.whyNot(i, actor) === undefined && matches(i, filter))
      .map((i) => ({
        TRANS_SEQ: i.seq, TRANS_NAME: i.name, ACCT_NO: i.acctNo, PAYEE_ACCT_NAME: i.payeeName, TRAN_AMT: yuan(i.amount),
        SUBMITTER: i.submitter.name, SUBMIT_TIME: i.submitTime, AUTH_PROGRESS: `${String(i.approvals.length)}/${String(i.required)}`,
      }));
  }

  /** 已办: what this actor decided, the latest first. */
  haveDone(actor: Actor): Array<Schemas['HaveDoneItem']> {
    return this.ofEnterprise(actor)
      .flatMap((i) => i.decisions.filter((d) => d.login === actor.login).map((d) => ({ i, d })))
      .sort((x, y) => y.d.time.localeCompare(x.d.time))
      .map(({ i, d }) => ({
        TRANS_SEQ: i.seq, TRANS_NAME: i.name, TRAN_AMT: yuan(i.amount), SUBMITTER: i.submitter.name,
        DECISION: d.decision, DECIDE_TIME: d.time, INSTR_STATUS: i.status,
      }));
  }

  /** 转账指令查询: the enterprise's instructions, newest first. */
  orders(actor: Actor, filter: Record<string, unknown>): Array<RowOf<'/api/transfer/transferOrderQry'>> {
    return this.ofEnterprise(actor)
      .filter((i) => (!text(filter.ACCT_NO) || i.acctNo === filter.ACCT_NO) &&
        (!text(filter.TRANS_TYPE) || TRANS_KINDS[i.kind].type === filter.TRANS_TYPE) &&
        (!text(filter.TRANS_STATUS) || i.status === filter.TRANS_STATUS) &&
        (!text(filter.TRANS_SEQ) || i.seq === filter.TRANS_SEQ) && inDates(i.submitTime.slice(0, 10), filter))
      .map((i) => ({
        TRANS_SEQ: i.seq, TRANS_DATE: i.submitTime.slice(0, 10), TRANS_TYPE: TRANS_KINDS[i.kind].type,
        ACCT_NO: i.acctNo,
        ...(i.payeeAcctNo ? { PAYEE_ACCT_NO: i.payeeAcctNo } : {}),
        PAYEE_ACCT_NAME: i.payeeName,
        ...(i.payeeBank ? { PAYEE_BANK_NAME: i.payeeBank } : {}),
        TRAN_AMT: yuan(i.amount), TRANS_STATUS: i.status, SUBMITTER: i.submitter.name,
      }));
  }

  private ofEnterprise(actor: Actor): Instruction[] {
    return [...this.instructions.values()].filter((i) => i.orgNo === actor.orgNo).reverse();
  }

  /** 交易明细查询: an account's entries, newest first. */
  entries(orgNo: string, filter: Record<string, unknown>): Array<RowOf<'/api/account/accountTransDetailQry'>> {
    return this.accountOf(orgNo, filter.ACCT_NO).entries
      .filter((e) => inDates(e.date, filter) && (!text(filter.DC_FLAG) || e.dc === filter.DC_FLAG) &&
        (!text(filter.TRANS_SEQ) || e.seq === filter.TRANS_SEQ))
      .reverse()
      .map((e) => ({
        TRANS_DATE: e.date, TRANS_TIME: e.time, TRANS_SEQ: e.seq, DC_FLAG: e.dc,
        TRAN_AMT: yuan(e.amount), BALANCE: yuan(e.balance),
        ...(e.counterAcctNo ? { COUNTER_ACCT_NO: e.counterAcctNo } : {}),
        ...(e.counterName ? { COUNTER_ACCT_NAME: e.counterName } : {}),
        ...(e.counterBank ? { COUNTER_BANK_NAME: e.counterBank } : {}),
        ...(e.summary ? { SUMMARY: e.summary } : {}),
      }));
  }

  /** 电子回单: one receipt per entry (its number: R + the serial number's digits), newest first. */
  receipts(orgNo: string, filter: Record<string, unknown>): Array<RowOf<'/api/account/elecReceiptQry'>> {
    return this.accountOf(orgNo, filter.ACCT_NO).entries
      .filter((e) => inDates(e.date, filter) && (!text(filter.RECEIPT_NO) || receiptNo(e) === filter.RECEIPT_NO) &&
        (!text(filter.TRANS_SEQ) || e.seq === filter.TRANS_SEQ))
      .reverse()
      .map((e) => ({
        RECEIPT_NO: receiptNo(e), ACCT_NO: String(filter.ACCT_NO),
        TRANS_DATE: e.date, TRANS_SEQ: e.seq, DC_FLAG: e.dc, TRAN_AMT: yuan(e.amount),
        ...(e.counterAcctNo ? { COUNTER_ACCT_NO: e.counterAcctNo } : {}),
        ...(e.counterName ? { COUNTER_ACCT_NAME: e.counterName } : {}),
        ...(e.summary ? { SUMMARY: e.summary } : {}),
        PRINT_COUNT: String(e.printCount),
      }));
  }

  /** An account's balance now. */
  balanceOf(acctNo: string): string | undefined {
    const account = this.accounts.get(acctNo);
    return account ? yuan(account.balance) : undefined;
  }
}

const STATUS_WORDS: Readonly<Record<InstrStatus, string>> = {
  0: '已记账', 1: '待授权', 2: '处理中', 3: '已失败', 4: '已撤销', 5: '已拒绝',
};

/** The gateway's status for each reason an approval is refused (mock-server/README.md). */
function refusalCode(why: string): string {
  if (why.startsWith('不能授权本人')) return 'AU2002';
  if (why.startsWith('您已授权过')) return 'AU2003';
  if (why.includes('授权级别不足') || why.includes('唯一能终审')) return 'AU2004';
  if (why.startsWith('您不是授权人员')) return 'AU2006';
  if (why.startsWith('原交易不存在')) return 'AU2010';
  return 'AU2005';
}

const receiptNo = (e: Entry) => `R${e.seq.replace(/\D/g, '')}`.slice(0, 24);

function inDates(date: string, filter: Record<string, unknown>): boolean {
  const start = text(filter.START_DATE);
  const end = text(filter.END_DATE);
  return (!start || date >= start) && (!end || date <= end);
}

function matches(i: Instruction, filter: Record<string, unknown>): boolean {
  const min = text(filter.MIN_AMT);
  const max = text(filter.MAX_AMT);
  const submitter = text(filter.SUBMITTER)?.trim();
  return (!text(filter.TRANS_KIND) || i.kind === filter.TRANS_KIND) &&
    (!min || i.amount >= fen(min)) && (!max || i.amount <= fen(max)) &&
    (!submitter || i.submitter.name.includes(submitter)) && inDates(i.submitTime.slice(0, 10), filter);
}
