/**
 * What the mock bank keeps (issue 36, 48): accounts with their entries, instructions waiting for or
 * past their authorization (a debit of the enterprise, or the relaxation of an authorization rule) and
 * each enterprise's rules; and who acts. Kinds and names come from the contract (generated policy.ts).
 */
import type { components } from '@/api/generated/paths';
import type { RuleKind } from '@/api/generated/policy.ts';
import type { RosterSeed } from './roster-types.ts';

type Schemas = components['schemas'];
export type { RuleKind };
export type AuthMode = Schemas['AuthRule']['AUTH_MODE'];
export type InstrStatus = Schemas['Instruction']['INSTR_STATUS'];
export type InstrKind = Schemas['Instruction']['TRANS_KIND'];
export type Action = Schemas['Instruction']['HISTORY'][number]['ACTION'];
export type Decision = '0' | '1' | '2';

/**
 * Who acts: a persona's login, name, enterprise, role (1 经办, 2 授权, 3 both), approver level, whether an
 * administrator, and the accounts open to them.
 */
export interface Actor {
  login: string;
  name: string;
  orgNo: string;
  role: '1' | '2' | '3';
  level: '0' | '1' | '2';
  /** A company administrator (COMP_USER_TYPE '1'). */
  admin?: boolean;
  /** The accounts open to this user (its account list); absent: every account of the enterprise. */
  accounts?: readonly string[];
}

export interface Rule {
  mode: AuthMode;
  /** 多级: up to this amount one approval, above it two (minor units). */
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

interface InstructionBase {
  seq: string;
  orgNo: string;
  /** The signed call that made it. */
  operationId: string;
  kind: InstrKind;
  name: string;
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
  /** The serial number of the approval that booked it (its own number is the booking's). */
  finalAuthSeq?: string;
}

/** What a debit posts: the payer, who receives it, the amount. */
export interface Posting {
  name: string;
  acctNo: string;
  payeeAcctNo?: string;
  payeeName: string;
  payeeBank?: string;
  amount: bigint;
  /** ISO 4217; the mock keeps CNY accounts only (a debit in another currency moves no CNY balance). */
  currency: string;
  remark?: string;
}

/** A debit of an enterprise account under its kind's rule (an exempt one books at once, with no instruction). */
export interface DebitInstruction extends InstructionBase, Posting {
  type: 'debit';
  acctName: string;
}

/** An authorization rule relaxed (授权规则放宽), waiting for a second person's review; undefined: no rule (单人). */
export interface RuleInstruction extends InstructionBase {
  type: 'rule';
  change: { kind: RuleKind; from: Rule | undefined; to: Rule | undefined };
}

export type Instruction = DebitInstruction | RuleInstruction;

type SeedRow = Record<string, unknown>;

/** A seeded debit instruction: its amount in yuan. */
export type SeedInstruction = Omit<DebitInstruction, 'amount' | 'type' | 'operationId' | 'currency'> &
  { amount: string; operationId?: string; currency?: string };

/** What the bank was seeded with: the contract's example rows (./seed.ts). */
export interface BankSeed {
  accounts: Array<{ acctNo: string; name: string; orgNo: string; balance: string; entries?: SeedRow[] }>;
  instructions: SeedInstruction[];
  rules: Record<string, Partial<Record<RuleKind, { mode: AuthMode; threshold: string }>>>;
  /** Everyone who may act for an enterprise (to say who must approve). */
  actors: Actor[];
  /** The contract's example batches (代发明细查询); absent: none. */
  batches?: Batch[];
  /** The contract's example payees and messages (./roster.ts); absent: none. */
  roster?: RosterSeed;
}

export interface Outcome {
  /** The signed call's TRANS_STATUS: 0 done, 1 submitted and waiting for approval. */
  transStatus: '0' | '1';
  instrStatus: InstrStatus;
  hint: string;
}

/** A line of a batch debit's file, as booked (issue 49 item 4). */
export interface BatchLine {
  payeeAcctNo: string;
  payeeName: string;
  /** Wire form, 9860.00. */
  amount: string;
  remark?: string;
  /** A seeded line's own outcome; a booked batch's lines follow its instruction. */
  status?: '0' | '1' | '2';
  payDate?: string;
  failReason?: string;
}

/** A batch debit's lines, kept under its batch number with the instruction that books them. */
export interface Batch {
  batchNo: string;
  orgNo: string;
  /** The instruction's serial number; absent for the contract's example batch. */
  seq?: string;
  lines: BatchLine[];
}
