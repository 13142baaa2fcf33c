/**
 * What a signed call that passed its checks becomes (issue 48 item 3): a booking with one outcome. Accepted,
 * it goes through the mock bank (a debit under its enterprise's rule, an authorization, a rule change,
 * a payee change), into the ledger, and answers Prism's example with a fresh TRANS_SEQ; refused by the
 * bank, Prism or the gateway, that refusal is its answer for good. ./signing.ts decides what is booked.
 */
import { requestFields } from '@/protocol/signing/catalogue.ts';
import type { SigningPlan } from '@/protocol/signing/plan.ts';
import type { Bank } from '../bank/bank.ts';
import { debitOf } from '../bank/kinds.ts';
import { PAYEE_CHANGES } from '../bank/roster.ts';
import type { Actor, BatchLine, Outcome } from '../bank/types.ts';
import { bankDate } from '../clock.ts';
import { Refusal } from '../refusal.ts';
import type { GatewayState, Reply } from './state.ts';

/** A signed call the gateway accepted and will answer: book it with Prism's answer, or settle it with a refusal. */
export interface Booking {
  /** Books the transaction and gives the reply: Prism's example body with a fresh TRANS_SEQ, the date and status 0. */
  accept(prismAnswer: string): Reply;
  /**
   * The call was not booked (Prism refused it, or the gateway failed): its outcome for good. Duplicates
   * waiting for it, and the same call later, get this reply; the key and the challenge are spent. Once
   * the call has an outcome (accepted or settled), a later settle changes nothing and gives the first.
   */
  settle(reply: Reply): Reply;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The calls that change an enterprise's authorization rules (../bank/rule-change.ts). */
const RULE_CHANGES: ReadonlySet<string> = new Set(['autoModeUpdate', 'autoModeAdd', 'autoModeDelete']);

/**
 * What the mock bank does with an accepted signed call (../bank/bank.ts): a debit (the contract's
 * x-eis-debit) goes through its enterprise's authorization rule, an authorization decides an
 * instruction, a rule change applies or waits for its review.
 * Undefined for any other call (booked as before); a Refusal when the bank refuses it.
 */
function bankStep(
  bank: Bank,
  operationId: string,
  request: Record<string, unknown>,
  actor: Actor,
  seq: string,
  lines?: BatchLine[],
): Outcome | undefined {
  if (PAYEE_CHANGES.has(operationId)) {
    bank.roster.changePayee(operationId, request, actor);
    return undefined;
  }
  const outcome = debitOf(operationId) ? bank.submit(operationId, request, actor, seq, lines)
    : operationId === 'transAuthSubmit' ? bank.decide(request, actor, seq)
      : operationId === 'authRuleReview' ? bank.review(request, actor)
        : RULE_CHANGES.has(operationId) ? bank.changeRule(operationId, request, actor, seq) : undefined;
  // the bank's message to the enterprise about the instruction (issue 49 item 4: 消息管理)
  if (outcome) bank.roster.note(bank.instructions.get(text(request.ORIG_TRANS_SEQ) ?? seq), seq);
  return outcome;
}

/** What is booked: the plan, the request, who, the idempotency key and a batch's lines. */
export interface ToBook {
  plan: SigningPlan;
  request: Record<string, unknown>;
  actor: Actor;
  key: string;
  lines: BatchLine[] | undefined;
}

/** The booking of a call: `resolve` gets its one outcome (duplicates waiting for it get it too). */
export function booking(
  { plan, request, actor, key, lines }: ToBook, state: GatewayState, resolve: (reply: Reply) => void,
): Booking {
  // a verified signature has one outcome (issue 48 item 3): booked, or refused by the bank, Prism or the
  // gateway; the challenge stays used, the key keeps that first answer, and nothing changes it after
  let first: Reply | undefined;
  const settle = (reply: Reply): Reply => {
    if (first) return first;
    first = reply;
    resolve(reply);
    return reply;
  };
  return {
    accept(prismAnswer) {
      if (first) return first;
      let example: unknown;
      try {
        example = (JSON.parse(prismAnswer) as { body?: unknown }).body;
      } catch {
        example = undefined;
      }
      const transSeq = state.nextTransSeq();
      let outcome: Outcome | undefined;
      try {
        outcome = bankStep(state.bank, plan.operationId, request, actor, transSeq, lines);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        // the bank refused: nothing booked, for good
        return settle({ head: { STATUS: error.status, MSG: error.message } });
      }
      const amountRow = plan.rows.find((row) => requestFields(plan.operationId).some((f) => f.name === row.field && f.ref === 'Amount'));
      const amount = amountRow ? request[amountRow.field] : undefined;
      state.ledger.push({
        operationId: plan.operationId,
        serviceCode: plan.serviceCode,
        user: actor.login,
        idempotencyKey: key,
        transSeq,
        amount: amountRow && (typeof amount === 'string' || typeof amount === 'number') ? { field: amountRow.field, value: String(amount) } : null,
        time: new Date(state.now()).toISOString(),
      });
      const body = {
        ...(typeof example === 'object' && example !== null ? example : {}),
        TRANS_SEQ: transSeq,
        TRANS_DATE: bankDate(state.now()),
        TRANS_STATUS: outcome?.transStatus ?? '0',
        ...(outcome ? { INSTR_STATUS: outcome.instrStatus, AUTH_HINT: outcome.hint } : {}),
      };
      return settle({ head: { STATUS: '000000', MSG: outcome?.transStatus === '1' ? '交易已提交，待授权' : '交易成功' }, body });
    },
    settle,
  };
}
