/**
 * Authorization rules as plain functions (issue 36, 48): how many approvals an amount needs under a
 * rule, whether a change relaxes a rule (fewer approvals for some amount: it then waits for a second
 * person's review), the rule in words, and amounts in minor units under the contract's grammar
 * (src/protocol/amount.ts). Pure.
 */
import { fromMinor, grouped, isWireAmount, toMinor } from '@/protocol/amount.ts';
import { Refusal } from '../refusal.ts';
import type { Rule } from './types.ts';

/** '12500.00' -> 1250000n; a Refusal (E0400) for anything that is not the contract's Amount. */
export function fen(amount: unknown): bigint {
  if (!isWireAmount(amount)) throw new Refusal('E0400', `金额格式不正确：${String(amount)}`);
  return toMinor(amount);
}

/** 1250000n -> '12500.00'. */
export const yuan = (value: bigint): string => fromMinor(value);

/** 1250000n -> '12,500.00'. */
export const groupedYuan = (value: bigint): string => grouped(yuan(value));

/** The rule of a kind without one: 单人 (the operator's signature books). */
export const NO_RULE: Rule = { mode: '0', threshold: 5_000_000n };

/** Approvals an amount needs under a rule: 单人 none, 双人 one, 多级 one up to the limit and two above it. */
export function approvalsFor(rule: Rule | undefined, amount: bigint): number {
  const r = rule ?? NO_RULE;
  if (r.mode === '0') return 0;
  if (r.mode === '1') return 1;
  return amount > r.threshold ? 2 : 1;
}

/**
 * Whether going from one rule to another relaxes it: some amount would need fewer approvals (单人 from
 * anything else, 双人 from 多级, a higher 多级 limit). Enough to compare the amounts where either rule
 * changes its count: zero, and just above each limit.
 */
export function relaxes(from: Rule | undefined, to: Rule | undefined): boolean {
  const probes = [0n, (from ?? NO_RULE).threshold + 1n, (to ?? NO_RULE).threshold + 1n];
  return probes.some((amount) => approvalsFor(to, amount) < approvalsFor(from, amount));
}

/** A rule in words: 单人, 双人, 多级（50,000.00 元以上两级）. */
export function ruleText(rule: Rule | undefined): string {
  const r = rule ?? NO_RULE;
  if (r.mode === '0') return '单人';
  if (r.mode === '1') return '双人';
  return `多级（${groupedYuan(r.threshold)} 元以上两级）`;
}
