/**
 * What an enterprise keeps besides its money (issue 49 item 4): its payees (收款人名册, added and
 * removed by signed calls: billPayeeAddSub, billPayeeDeleteSub) and the messages the bank sends it
 * (消息管理: an instruction waiting for approval, booked, rejected). Kept per workspace with the bank
 * (./bank.ts), in its snapshot; the queries (payeeListQry, messageListQry) read it, so a payee just
 * added is found and one removed is gone. Seeded from the contract's example rows. Pure but for the
 * clock it is given.
 */
import { bankTime } from '../clock.ts';
import { Refusal } from '../refusal.ts';
import { groupedYuan } from './rules.ts';
import type { Message, MessageType, Payee, RosterSeed } from './roster-types.ts';
import type { Actor, Instruction } from './types.ts';

export type { Message, Payee, RosterSeed };

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const ACCOUNT_NO = /^[0-9]{10,32}$/;

/** The contract's example rows (payeeListQry, messageListQry) as the enterprise's own. */
export function rosterSeed(payees: Row[], messages: Row[], orgNo: string | undefined): RosterSeed {
  if (!orgNo) return { payees: [], messages: [] };
  return {
    payees: payees.map((r) => ({
      orgNo, acctNo: String(r.PAYEE_ACCT_NO), name: String(r.PAYEE_ACCT_NAME), bank: String(r.PAYEE_BANK_NAME),
      ...(text(r.PAYEE_BANK_NO) ? { bankNo: String(r.PAYEE_BANK_NO) } : {}),
      ...(text(r.GROUP_NAME) ? { group: String(r.GROUP_NAME) } : {}),
      ...(text(r.MOBILE_NO) ? { mobile: String(r.MOBILE_NO) } : {}),
    })),
    messages: messages.slice().reverse().map((r) => ({
      orgNo, id: String(r.MSG_ID), title: String(r.MSG_TITLE), type: String(r.MSG_TYPE) as MessageType,
      ...(text(r.SENDER) ? { sender: String(r.SENDER) } : {}), time: String(r.SEND_TIME), read: r.READ_FLAG === '1' ? '1' : '0',
    })),
  };
}

/** The calls that change the payee roster. */
export const PAYEE_CHANGES: ReadonlySet<string> = new Set(['billPayeeAddSub', 'billPayeeDeleteSub']);

export class Roster {
  payees: Payee[] = [];
  /** Oldest first. */
  messages: Message[] = [];

  constructor(
    private readonly seed: RosterSeed,
    private readonly now: () => number,
  ) {
    this.reset();
  }

  reset(): void {
    this.payees = structuredClone(this.seed.payees);
    this.messages = structuredClone(this.seed.messages);
  }

  /** A signed 票据收款人新增 or 删除, its signature verified: the roster changes, or a Refusal says why not. */
  changePayee(operationId: string, request: Row, actor: Actor): void {
    const acctNo = text(request.TARGET_ID) ?? '';
    const name = text(request.TARGET_NAME) ?? '';
    if (!ACCOUNT_NO.test(acctNo)) throw new Refusal('PY0001', `收款账号须为 10–32 位数字（操作对象编号 ${acctNo || '为空'}）`);
    if (name === '') throw new Refusal('PY0001', '收款户名（操作对象名称）不能为空');
    const at = this.payees.findIndex((p) => p.orgNo === actor.orgNo && p.acctNo === acctNo);
    if (operationId === 'billPayeeAddSub') {
      if (request.OPERATE_TYPE !== 'Add') throw new Refusal('PY0003', '新增收款人的操作类型须为新增');
      if (at >= 0) throw new Refusal('PY0002', `收款人名册中已有账号 ${acctNo}（${this.payees[at]?.name ?? ''}），未重复新增`);
      const bank = text(request.PAYEE_BANK_NAME);
      if (!bank) throw new Refusal('PY0001', '收款行不能为空');
      this.payees.push({ orgNo: actor.orgNo, acctNo, name, bank });
      return;
    }
    if (request.OPERATE_TYPE !== 'Del') throw new Refusal('PY0003', '删除收款人的操作类型须为删除');
    const payee = this.payees[at];
    if (!payee) throw new Refusal('PY0404', `收款人名册中没有账号 ${acctNo}`);
    if (payee.name !== name) throw new Refusal('PY0004', `账号 ${acctNo} 的收款户名是 ${payee.name}，与签名的 ${name} 不符，未删除`);
    this.payees.splice(at, 1);
  }

  /**
   * The bank's message to the enterprise about an instruction after a signed call (`seq`, its serial
   * number, makes the message's number): waiting for approval, booked, rejected. Nothing otherwise.
   */
  note(instruction: Instruction | undefined, seq: string): void {
    if (!instruction) return;
    const what = instruction.type === 'debit'
      ? `${instruction.name} ${groupedYuan(instruction.amount)} 元（收款人 ${instruction.payeeName}，流水号 ${instruction.seq}）`
      : `${instruction.name}（流水号 ${instruction.seq}）`;
    const said: Partial<Record<Instruction['status'], [MessageType, string]>> = {
      0: ['2', `${what}已办结`],
      1: ['3', `${what}待授权，进度 ${String(instruction.approvals.length)}/${String(instruction.required)}`],
      5: ['2', `${what}已被拒绝：${instruction.rejectReason ?? ''}`],
    };
    const [type, title] = said[instruction.status] ?? [];
    if (!type || !title) return;
    this.messages.push({
      orgNo: instruction.orgNo, id: `XX${seq.replace(/\D/g, '')}`.slice(0, 24), title: title.slice(0, 200), type,
      sender: '系统', time: bankTime(this.now()).stamp, read: '0',
    });
  }
}
