/**
 * The kinds the authorization rules govern and the calls that debit an account, as the contract says
 * (x-eis-debit and TransKind, generated policy.ts; issue 48 item 1).
 */
import { type Debit, debits, type RuleKind, ruleKinds } from '@/api/generated/policy.ts';

export const RULE_KINDS = Object.keys(ruleKinds) as RuleKind[];
export const isRuleKind = (kind: unknown): kind is RuleKind => typeof kind === 'string' && Object.hasOwn(ruleKinds, kind);
/** The debit of a signed call (its x-eis-debit), or undefined when it debits nothing. */
export const debitOf = (operationId: string): Debit | undefined =>
  (Object.hasOwn(debits, operationId) ? debits[operationId] : undefined);
/** A kind's name (单笔转账) and its TRANS_TYPE in 转账指令查询, when it is listed there. */
export const kindInfo = (kind: RuleKind): { name: string; orderType?: string } => ruleKinds[kind];
