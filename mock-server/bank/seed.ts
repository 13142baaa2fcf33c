/**
 * What the mock bank starts from (and returns to on POST /__mock/reset): the personas' accounts and
 * balances, the contract's example rows (交易明细 of the first account, 转账指令, the dual-control
 * enterprise's 待办 and instruction detail, 代发明细's batch) and each enterprise's authorization rules. Pure.
 */
import { DUAL_CONTROL_ORG, type Persona } from '../personas.ts';
import { kindInfo, RULE_KINDS } from './kinds.ts';
import { rosterSeed } from './roster.ts';
import type { Actor, BankSeed, Batch, RuleKind, SeedInstruction } from './types.ts';

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body of an operation's success example in the bundled contract, or undefined. */
export function exampleBody(doc: unknown, path: string): Row | undefined {
  let node: unknown = doc;
  for (const key of ['paths', path, 'post', 'responses', '200', 'content', 'application/json', 'examples', 'success', 'value', 'body']) {
    node = isRow(node) ? node[key] : undefined;
  }
  return isRow(node) ? node : undefined;
}
/** The value of an operation's request example in the bundled contract, or undefined. */
function requestExample(doc: unknown, path: string): Row | undefined {
  let node: unknown = doc;
  for (const key of ['paths', path, 'post', 'requestBody', 'content', 'application/json', 'examples', 'default', 'value']) {
    node = isRow(node) ? node[key] : undefined;
  }
  return isRow(node) ? node : undefined;
}
const listOf = (body: Row | undefined): Row[] => (Array.isArray(body?.LIST) ? body.LIST.filter(isRow) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A persona acting for an enterprise: its role, level, administrator flag and the accounts open to it. */
export function actorOf(persona: Persona, orgNo?: string): Actor {
  return {
    login: persona.login,
    name: persona.user.USER_NAME,
    orgNo: orgNo ?? persona.enterprises[0]?.ORG_NO ?? '',
    role: persona.role,
    level: persona.level,
    admin: persona.user.COMP_USER_TYPE === '1',
    accounts: persona.accounts.map((a) => a.ACCT_NO),
  };
}

/** 转账指令查询's TRANS_TYPE -> the kind it lists. */
const KIND_OF_TYPE: ReadonlyMap<string, RuleKind> = new Map(RULE_KINDS.flatMap((kind) => {
  const type = kindInfo(kind).orderType;
  return type ? [[type, kind] as const] : [];
}));

type SeedAccounts = Map<string, BankSeed['accounts'][number]>;

/** Each persona's accounts under its first enterprise, once each, with their balances. */
function seedAccounts(personas: readonly Persona[]): SeedAccounts {
  const accounts: SeedAccounts = new Map();
  for (const p of personas) {
    const orgNo = p.enterprises[0]?.ORG_NO;
    for (const a of p.accounts) {
      if (!orgNo || accounts.has(a.ACCT_NO)) continue;
      accounts.set(a.ACCT_NO, { acctNo: a.ACCT_NO, name: a.ACCT_NAME, orgNo, balance: a.BALANCE ?? '0.00' });
    }
  }
  return accounts;
}

/** A seed instruction of an enterprise from an example row (its submitter found by name among the actors). */
type InstructionOf = (orgNo: string, row: Row, extra: Partial<SeedInstruction>) => SeedInstruction;

function instructionMaker(accounts: SeedAccounts, byName: (name: string) => Actor | undefined): InstructionOf {
  return (orgNo, row, extra) => {
    const kind = KIND_OF_TYPE.get(str(row.TRANS_TYPE)) ?? (str(row.TRANS_KIND) as RuleKind);
    const account = accounts.get(str(row.ACCT_NO));
    const submitter = byName(str(row.SUBMITTER));
    const time = str(row.SUBMIT_TIME) || `${str(row.TRANS_DATE)} 09:00:00`;
    return {
      seq: str(row.TRANS_SEQ), orgNo, kind, name: str(row.TRANS_NAME) || kindInfo(kind).name,
      acctNo: str(row.ACCT_NO), acctName: str(row.ACCT_NAME) || (account?.name ?? ''),
      ...(str(row.PAYEE_ACCT_NO) ? { payeeAcctNo: str(row.PAYEE_ACCT_NO) } : {}),
      payeeName: str(row.PAYEE_ACCT_NAME) || '批量转账（见批量明细）',
      ...(str(row.PAYEE_BANK_NAME) ? { payeeBank: str(row.PAYEE_BANK_NAME) } : {}),
      amount: str(row.TRAN_AMT), ...(str(row.REMARK) ? { remark: str(row.REMARK) } : {}),
      submitter: { login: submitter?.login ?? '', name: str(row.SUBMITTER) }, submitTime: time,
      status: '1', mode: '1', required: 1, approvals: [], decisions: [],
      history: [{ action: 'SUBMIT', actor: str(row.SUBMITTER), time }],
      ...extra,
    };
  };
}

/**
 * 转账指令查询's example rows: the first enterprise's instructions (its rule is 单人; the waiting one
 * was submitted under an earlier rule)
 */
function orderInstructions(doc: unknown, accounts: SeedAccounts, instruction: InstructionOf): SeedInstruction[] {
  const instructions: SeedInstruction[] = [];
  for (const row of listOf(exampleBody(doc, '/api/transfer/transferOrderQry')).reverse()) {
    const status = str(row.TRANS_STATUS) as SeedInstruction['status'];
    const time = `${str(row.TRANS_DATE)} 09:00:00`;
    const done: Partial<SeedInstruction> = status === '0'
      ? { status, mode: '0', required: 0, bookedSeq: str(row.TRANS_SEQ) }
      : status === '3' ? { status, mode: '0', required: 0 } : { status };
    const seeded = instruction(accounts.get(str(row.ACCT_NO))?.orgNo ?? '', row, done);
    if (status === '0') seeded.history.push({ action: 'BOOK', actor: '银行', time, note: `记账流水号 ${seeded.seq}` });
    if (status === '3') seeded.history.push({ action: 'FAIL', actor: '银行', time, note: '收款账户状态异常，银行退回' });
    instructions.push(seeded);
  }
  return instructions;
}

/**
 * The dual-control enterprise: its waiting instructions (待办's example, the detail example for the one
 * with an approval)
 */
function backlogInstructions(
  doc: unknown, byName: (name: string) => Actor | undefined, instruction: InstructionOf,
): SeedInstruction[] {
  const instructions: SeedInstruction[] = [];
  const detail = exampleBody(doc, '/api/workbench/instructionDetailQry');
  for (const row of listOf(exampleBody(doc, '/api/workbench/backlogListQry'))) {
    const full: Row = detail && detail.TRANS_SEQ === row.TRANS_SEQ ? { ...row, ...detail } : { ...row, TRANS_KIND: 'transferSub' };
    const [done = 0, required = 1] = str(row.AUTH_PROGRESS).split('/').map(Number);
    const approvals = (Array.isArray(full.HISTORY) ? full.HISTORY.filter(isRow) : [])
      .filter((h) => h.ACTION === 'APPROVE').map((h) => byName(str(h.ACTOR))).filter((a) => a !== undefined)
      .slice(0, done).map((a) => ({ login: a.login, name: a.name }));
    const seeded = instruction(DUAL_CONTROL_ORG, full, { mode: '2', required, approvals });
    for (const a of approvals) seeded.history.push({ action: 'APPROVE', actor: a.name, time: seeded.submitTime });
    instructions.push(seeded);
  }
  return instructions;
}

export function bankSeed(doc: unknown, personas: readonly Persona[]): BankSeed {
  const actors = personas.flatMap((p) => p.enterprises.map((e) => actorOf(p, e.ORG_NO)));
  const byName = (name: string) => actors.find((a) => a.name === name);
  const accounts = seedAccounts(personas);
  // 交易明细查询's example rows: the history of the account it names
  const details = exampleBody(doc, '/api/account/accountTransDetailQry');
  const first = accounts.get('6230910000012345678');
  if (first) first.entries = listOf(details);
  const instruction = instructionMaker(accounts, byName);
  const instructions = [
    ...orderInstructions(doc, accounts, instruction), ...backlogInstructions(doc, byName, instruction),
  ];
  // 代发明细查询's example batch: the payroll of the enterprise whose account payrollTransferSub's example pays from
  const payer = accounts.get(str(requestExample(doc, '/api/transfer/payrollTransferSub')?.ACCT_NO));
  const batches = payer ? batchesOf(listOf(exampleBody(doc, '/api/transfer/batchDetailQry')), payer.orgNo) : [];
  const twoLevel = { mode: '2', threshold: '50000.00' } as const;
  const dual = { mode: '1', threshold: '50000.00' } as const;
  return {
    accounts: [...accounts.values()],
    instructions,
    rules: {
      [DUAL_CONTROL_ORG]: {
        transferSub: twoLevel, batchTransferSub: dual, preTransferSub: dual, payrollTransferSub: dual,
      },
    },
    actors,
    batches,
    // 收款人名册's and 消息查询's example rows: that enterprise's payees and messages
    roster: rosterSeed(
      listOf(exampleBody(doc, '/api/transfer/payeeListQry')), listOf(exampleBody(doc, '/api/message/messageListQry')), payer?.orgNo,
    ),
  };
}

/** The example rows of 代发明细查询 as batches, their lines' outcomes as the example gives them. */
function batchesOf(rows: Row[], orgNo: string): Batch[] {
  const byNo = new Map<string, Batch>();
  for (const row of rows) {
    const batchNo = str(row.BATCH_NO);
    const batch = byNo.get(batchNo) ?? { batchNo, orgNo, lines: [] };
    byNo.set(batchNo, batch);
    const status = row.PAY_STATUS === '1' || row.PAY_STATUS === '2' ? row.PAY_STATUS : '0';
    batch.lines.push({
      payeeAcctNo: str(row.PAYEE_ACCT_NO), payeeName: str(row.PAYEE_ACCT_NAME), amount: str(row.TRAN_AMT), status,
      ...(row.REMARK ? { remark: str(row.REMARK) } : {}), ...(row.PAY_DATE ? { payDate: str(row.PAY_DATE) } : {}),
      ...(row.FAIL_REASON ? { failReason: str(row.FAIL_REASON) } : {}),
    });
  }
  return [...byNo.values()];
}
