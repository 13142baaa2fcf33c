/**
 * The mock bank (issue 36, 48): accounts with balances and booked entries, instructions with their
 * authorization, and each enterprise's authorization rules. Every signed call that debits an account
 * (the contract's x-eis-debit, generated policy.ts) goes through the rule of its kind: 单人 books at
 * once; 双人 and 多级 wait for approvers (transAuthSubmit), and the last approval books; an exempt debit
 * books at once. The payer account must be the enterprise's and open to the user. A rule change that
 * relaxes a rule waits for a second person's review (authRuleReview); tightening applies at once; an
 * instruction keeps the rule it was submitted under. Separation of duties: ./duties.ts. An overdraft
 * books nothing. The entries a booking leaves: ./postings.ts; what a decision records: ./decisions.ts.
 *
 * Pure but for the clock it is given (each call brings its serial number). The gateway calls it once a
 * signed call passed its checks (../signing.ts), one call at a time, so two approvals at the same
 * moment book once. Amounts are kept in minor units (bigint): the contract's amounts reach 15 digits.
 */
import { type RuleKind, ruleKinds } from '@/api/generated/policy.ts';
import { bankTime } from '../clock.ts';
import { Refusal } from '../refusal.ts';
import { approve, reject, withdraw } from './decisions.ts';
import { hintOf, whyNot } from './duties.ts';
import { debitOf } from './kinds.ts';
import { post, seedEntries } from './postings.ts';
import { changeOf, checkedRule } from './rule-change.ts';
import { Roster } from './roster.ts';
import { approvalsFor, fen, relaxes, ruleText } from './rules.ts';
import type { Account, Actor, BankSeed, Batch, BatchLine, DebitInstruction, Instruction, Outcome, Posting, Rule, RuleInstruction } from './types.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export class Bank {
  accounts = new Map<string, Account>();
  instructions = new Map<string, Instruction>();
  rules = new Map<string, Map<RuleKind, Rule>>();
  /** Batch debits' lines by batch number (代发明细查询, 批量业务明细). */
  batches = new Map<string, Batch>();
  /** Each enterprise's payees and messages (./roster.ts). */
  readonly roster: Roster;

  constructor(
    private readonly seed: BankSeed,
    readonly now: () => number,
  ) {
    this.roster = new Roster(seed.roster ?? { payees: [], messages: [] }, now);
    this.reset();
  }

  /** Everyone who may act for the enterprises. */
  get actors(): readonly Actor[] {
    return this.seed.actors;
  }

  /** Back to the seed (POST /__mock/reset). */
  reset(): void {
    this.accounts.clear();
    this.instructions.clear();
    this.rules.clear();
    this.batches.clear();
    this.roster.reset();
    for (const b of this.seed.batches ?? []) this.batches.set(b.batchNo, structuredClone(b));
    for (const a of this.seed.accounts) {
      const account: Account = { acctNo: a.acctNo, name: a.name, orgNo: a.orgNo, balance: fen(a.balance), entries: [] };
      this.accounts.set(a.acctNo, account);
      seedEntries(account, a.entries ?? []);
    }
    for (const i of this.seed.instructions) {
      const { amount, operationId, currency, ...rest } = structuredClone(i);
      this.instructions.set(i.seq, { ...rest, type: 'debit', operationId: operationId ?? i.kind, currency: currency ?? 'CNY', amount: fen(amount) });
    }
    for (const [orgNo, rules] of Object.entries(this.seed.rules)) {
      for (const [kind, rule] of Object.entries(rules) as Array<[RuleKind, { mode: Rule['mode']; threshold: string }]>) {
        this.rulesOf(orgNo).set(kind, { mode: rule.mode, threshold: fen(rule.threshold) });
      }
    }
  }

  rulesOf(orgNo: string): Map<RuleKind, Rule> {
    let map = this.rules.get(orgNo);
    if (!map) {
      map = new Map();
      this.rules.set(orgNo, map);
    }
    return map;
  }

  /** An enterprise's rule for a kind; undefined: none (单人). */
  ruleOf(orgNo: string, kind: RuleKind): Rule | undefined {
    return this.rules.get(orgNo)?.get(kind);
  }

  enterpriseActors(orgNo: string): Actor[] {
    return this.seed.actors.filter((a) => a.orgNo === orgNo);
  }

  /** The account, when it belongs to this enterprise (AC0404 otherwise): what its queries may read. */
  enterpriseAccount(orgNo: string, acctNo: unknown): Account {
    const account = typeof acctNo === 'string' ? this.accounts.get(acctNo) : undefined;
    if (!account || account.orgNo !== orgNo) throw new Refusal('AC0404', `账户 ${String(acctNo)} 不存在或不属于当前企业`);
    return account;
  }

  /** The account a debit may take from: the enterprise's, and open to this user (AC0404 otherwise; issue 48 item 1). */
  accountFor(actor: Actor, acctNo: unknown): Account {
    const account = typeof acctNo === 'string' ? this.accounts.get(acctNo) : undefined;
    const opened = (acct: Account) => actor.accounts?.includes(acct.acctNo) ?? true;
    const open = account !== undefined && account.orgNo === actor.orgNo && opened(account);
    if (!account || !open) throw new Refusal('AC0404', `账户 ${String(acctNo)} 不存在、不属于当前企业或未对您开放`);
    return account;
  }

  /**
   * A signed debit (a call of the contract's x-eis-debit), its signature verified: booked at once when
   * exempt or under 单人, an instruction waiting for approval otherwise. `seq` is its serial number.
   */
  submit(
    operationId: string, request: Record<string, unknown>, actor: Actor, seq: string, lines?: BatchLine[],
  ): Outcome {
    const outcome = this.submitted(operationId, request, actor, seq);
    const batchNo = text(request.BATCH_NO);
    // a batch's lines are kept with it (issue 49 item 4): 代发明细查询 finds the payroll just booked
    if (lines && batchNo) this.batches.set(batchNo, { batchNo, orgNo: actor.orgNo, seq, lines });
    return outcome;
  }

  private submitted(operationId: string, request: Record<string, unknown>, actor: Actor, seq: string): Outcome {
    const debit = debitOf(operationId);
    if (!debit) throw new Refusal('AU2015', `${operationId} 不是借记账户的交易`);
    const account = this.accountFor(actor, request[debit.payer]);
    const payeeAcctNo = debit.payeeAccount ? text(request[debit.payeeAccount]) : undefined;
    if (payeeAcctNo === account.acctNo) throw new Refusal('TR0002', '收款账号不能与付款账号相同');
    // an exempt debit keeps the money in the enterprise: the account it credits must be the enterprise's
    if (debit.own) this.enterpriseAccount(actor.orgNo, request[debit.own]);
    const amount = fen(request[debit.amount]);
    const name = text(request.TRANS_NAME) ?? (debit.kind ? ruleKinds[debit.kind].name : operationId);
    const posting: Posting = {
      name, acctNo: account.acctNo, ...(payeeAcctNo ? { payeeAcctNo } : {}),
      payeeName: (debit.payee ? text(request[debit.payee]) : undefined) ??
        (text(request.BATCH_NO) ? `批次 ${String(request.BATCH_NO)}，共 ${text(request.TOTAL_COUNT) ?? ''} 笔` : name),
      ...(text(request.PAYEE_BANK_NAME) ? { payeeBank: String(request.PAYEE_BANK_NAME) } : {}),
      amount, currency: text(request.CURRENCY) ?? 'CNY', ...(text(request.REMARK) ? { remark: String(request.REMARK) } : {}),
    };
    if (!debit.kind) { // exempt: booked at once, no instruction to authorize or list
      post(this.accounts, posting, seq, this.now());
      return { transStatus: '0', instrStatus: '0', hint: `免于授权规则（${debit.exempt ?? ''}）：交易已记账` };
    }
    const rule = this.ruleOf(actor.orgNo, debit.kind);
    const required = approvalsFor(rule, amount);
    const { stamp } = bankTime(this.now());
    const instruction: DebitInstruction = {
      ...posting, type: 'debit', seq, orgNo: actor.orgNo, operationId, kind: debit.kind,
      acctName: text(request.ACCT_NAME) ?? account.name,
      submitter: { login: actor.login, name: actor.name }, submitTime: stamp,
      status: '1', mode: rule?.mode ?? '0', required, approvals: [], decisions: [],
      history: [{ action: 'SUBMIT', actor: actor.name, time: stamp }],
    };
    if (required === 0) {
      this.book(instruction); // an overdraft throws: nothing is kept
      this.instructions.set(seq, instruction);
      return { transStatus: '0', instrStatus: '0', hint: '单人授权：交易已记账' };
    }
    // (a two-level one whose 终审 only its submitter could give finds no one: the stranding check)
    if (this.waiting(instruction).length === 0) {
      throw new Refusal('AU2016', '本企业没有可以授权该笔交易的授权人，交易未受理，请联系企业管理员');
    }
    this.instructions.set(seq, instruction);
    return { transStatus: '1', instrStatus: '1', hint: hintOf(instruction, this.actors) };
  }

  /**
   * Books an instruction (./types.ts) under its own serial number, the one its submitter was given
   * (issue 49 item 4): the posting, then its status and history; `approvalSeq`, the final approval's
   * number, is recorded beside it.
   */
  private book(instruction: DebitInstruction, approvalSeq?: string): void {
    const { seq } = instruction;
    const foreign = post(this.accounts, instruction, seq, this.now());
    instruction.status = '0';
    instruction.bookedSeq = seq;
    if (approvalSeq) instruction.finalAuthSeq = approvalSeq;
    const approval = approvalSeq ? `，终审授权流水号 ${approvalSeq}` : '';
    const note = foreign
      ? `记账流水号 ${seq}${approval}（${instruction.currency} 账户不在模拟银行中，人民币余额不变）`
      : `记账流水号 ${seq}${approval}`;
    instruction.history.push({ action: 'BOOK', actor: '银行', time: bankTime(this.now()).stamp, note });
  }

  /** The instruction, when it is this enterprise's (AU2010 otherwise). */
  found(actor: Actor, seq: unknown): Instruction {
    const instruction = typeof seq === 'string' ? this.instructions.get(seq) : undefined;
    if (!instruction || instruction.orgNo !== actor.orgNo) throw new Refusal('AU2010', `原交易 ${String(seq)} 不存在或不属于当前企业`);
    return instruction;
  }

  /**
   * An approver's decision on a debit (AUTH_TYPE 1 同意, 2 拒绝) or the submitter's withdrawal (0 撤销),
   * its signature verified; the signed account, payee, amount and currency must be the instruction's.
   */
  decide(request: Record<string, unknown>, actor: Actor, seq: string): Outcome {
    const instruction = this.found(actor, request.ORIG_TRANS_SEQ);
    if (instruction.type !== 'debit') throw new Refusal('AU2008', '该指令是授权规则的修改，请在待办事项中复核');
    const decision = request.AUTH_TYPE;
    if (decision !== '0' && decision !== '1' && decision !== '2') throw new Refusal('AU2015', '授权决定须为同意、拒绝或撤销');
    const same = request.ACCT_NO === instruction.acctNo && request.PAYEE_ACCT_NAME === instruction.payeeName &&
      (text(request.PAYEE_ACCT_NO) ?? '') === (instruction.payeeAcctNo ?? '') && fen(request.TRAN_AMT) === instruction.amount &&
      (text(request.CURRENCY) ?? 'CNY') === instruction.currency;
    if (!same) throw new Refusal('AU2007', '授权信息（付款账号、收款人或金额）与原交易不符，未受理');
    if (decision === '0') return withdraw(instruction, actor, this.now());
    this.refuseUnless(instruction, actor);
    if (decision === '2') return reject(instruction, actor, request, this.now());
    if (instruction.approvals.length + 1 === instruction.required) {
      this.book(instruction, seq); // 余额不足 throws: the approval is not kept, the instruction still waits
    }
    approve(instruction, actor, this.now());
    return instruction.status === '0'
      ? { transStatus: '0', instrStatus: '0', hint: `已同意，交易已记账（记账流水号 ${instruction.seq}，本次授权流水号 ${seq}）` }
      : { transStatus: '0', instrStatus: '1', hint: `已同意；${hintOf(instruction, this.actors)}` };
  }

  /**
   * A rule change (autoModeUpdate, autoModeAdd, autoModeDelete) by the administrator, its signature
   * verified: tightening applies at once; a relaxation waits for another administrator's or a level-2
   * approver's review (authRuleReview).
   */
  changeRule(operationId: string, request: Record<string, unknown>, actor: Actor, seq: string): Outcome {
    const change = changeOf(operationId, request, (kind) => this.ruleOf(actor.orgNo, kind));
    const pending = [...this.instructions.values()].some((i) =>
      i.type === 'rule' && i.orgNo === actor.orgNo && i.status === '1' && i.change.kind === change.kind);
    if (pending) throw new Refusal('AU2019', `${ruleKinds[change.kind].name}已有一项待复核的授权规则修改，请待其复核后再改`);
    checkedRule(change.to, this.enterpriseActors(actor.orgNo));
    const name = ruleKinds[change.kind].name;
    if (!relaxes(change.from, change.to)) {
      this.applyRule(actor.orgNo, change.kind, change.to);
      return { transStatus: '0', instrStatus: '0', hint: `${name}的授权模式已改为${ruleText(change.to)}，此后提交的交易按新规则授权` };
    }
    const { stamp } = bankTime(this.now());
    const instruction: RuleInstruction = {
      type: 'rule', seq, orgNo: actor.orgNo, operationId, kind: 'authRule', name: text(request.TRANS_NAME) ?? '授权规则修改',
      change, submitter: { login: actor.login, name: actor.name }, submitTime: stamp, status: '1', mode: '1', required: 1,
      approvals: [], decisions: [], history: [{ action: 'SUBMIT', actor: actor.name, time: stamp, note: `${name}：${ruleText(change.from)} → ${ruleText(change.to)}` }],
    };
    if (this.waiting(instruction).length === 0) {
      throw new Refusal('AU2016', '本企业没有可以复核授权规则放宽的另一名企业管理员或二级授权人，修改未受理');
    }
    this.instructions.set(seq, instruction);
    return { transStatus: '1', instrStatus: '1', hint: hintOf(instruction, this.actors) };
  }

  /** A review of a relaxed rule (authRuleReview: 1 同意 applies it, 2 拒绝 leaves the rule), its signature verified. */
  review(request: Record<string, unknown>, actor: Actor): Outcome {
    const instruction = this.found(actor, request.ORIG_TRANS_SEQ);
    if (instruction.type !== 'rule') throw new Refusal('AU2008', '该指令不是授权规则的修改，请在授权中处理');
    const { kind, from, to } = instruction.change;
    const same = request.RULE_KIND === kind && request.OLD_RULE === ruleText(from) && request.NEW_RULE === ruleText(to);
    if (!same) throw new Refusal('AU2007', '复核信息（交易种类、原规则或新规则）与待复核的修改不符，未受理');
    this.refuseUnless(instruction, actor);
    if (request.AUTH_TYPE === '2') return reject(instruction, actor, request, this.now());
    if (request.AUTH_TYPE !== '1') throw new Refusal('AU2015', '复核决定须为同意或拒绝');
    this.applyRule(instruction.orgNo, kind, to);
    approve(instruction, actor, this.now());
    instruction.status = '0';
    const { stamp } = bankTime(this.now());
    instruction.history.push({ action: 'BOOK', actor: '银行', time: stamp, note: `新规则生效：${ruleText(to)}` });
    return { transStatus: '0', instrStatus: '0', hint: `已同意，${ruleKinds[kind].name}的授权模式已改为${ruleText(to)}` };
  }

  private applyRule(orgNo: string, kind: RuleKind, rule: Rule | undefined): void {
    if (rule) this.rulesOf(orgNo).set(kind, { ...rule, updated: bankTime(this.now()).stamp });
    else this.rulesOf(orgNo).delete(kind);
  }

  private refuseUnless(instruction: Instruction, actor: Actor): void {
    const why = whyNot(instruction, actor, this.actors);
    if (why) throw new Refusal(why.status, why.message);
  }

  /** The people who may take the instruction's next step. */
  waiting(instruction: Instruction): Actor[] {
    return this.enterpriseActors(instruction.orgNo).filter((a) => whyNot(instruction, a, this.actors) === undefined);
  }
}
