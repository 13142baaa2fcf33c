/**
 * What a rule change asks for (issue 48 item 2): autoModeUpdate sets a kind's rule, autoModeAdd adds a
 * rule to a kind that has none, autoModeDelete removes one (the kind is then 单人); and whether the
 * enterprise has the approvers the new rule needs. Pure: the request and the current rule in, the
 * change or a Refusal out.
 */
import { hasRole } from '../access/access.ts';
import { Refusal } from '../refusal.ts';
import { isRuleKind } from './kinds.ts';
import { fen } from './rules.ts';
import type { Actor, Rule, RuleKind } from './types.ts';

export interface RuleChange {
  kind: RuleKind;
  /** undefined: no rule (单人). */
  from: Rule | undefined;
  to: Rule | undefined;
}

function ruleOfRequest(request: Readonly<Record<string, unknown>>): Rule {
  const mode = request.AUTH_MODE;
  if (mode !== '0' && mode !== '1' && mode !== '2') throw new Refusal('AU2015', '授权模式须为单人、双人或多级');
  const threshold = fen(request.THRESHOLD_AMT);
  if (mode === '2' && threshold <= 0n) throw new Refusal('AU2014', '多级授权的金额界限须大于 0');
  return { mode, threshold };
}

export function changeOf(
  operationId: string,
  request: Readonly<Record<string, unknown>>,
  current: (kind: RuleKind) => Rule | undefined,
): RuleChange {
  const kind = request.TRANS_KIND;
  if (!isRuleKind(kind)) throw new Refusal('AU2015', `不支持设定授权规则的交易种类：${String(kind)}`);
  const from = current(kind);
  if (operationId === 'autoModeDelete') {
    if (!from) throw new Refusal('AU2018', '该交易种类没有授权规则（即单人），无需删除');
    return { kind, from, to: undefined };
  }
  if (operationId === 'autoModeAdd' && from) throw new Refusal('AU2017', '该交易种类已有授权规则，请使用授权模式修改');
  if (operationId !== 'autoModeAdd' && operationId !== 'autoModeUpdate') throw new Refusal('AU2015', `${operationId} 不是授权规则的修改`);
  return { kind, from, to: ruleOfRequest(request) };
}

/** Refuses a rule the enterprise's approvers cannot give (AU2016): 双人 needs one, 多级 two, one of them of level 2. */
export function checkedRule(rule: Rule | undefined, actors: readonly Actor[]): void {
  const approvers = actors.filter((a) => hasRole(a.role, 'approver'));
  if (rule && rule.mode !== '0' && approvers.length === 0) {
    throw new Refusal('AU2016', '本企业尚无授权人员，请先在用户管理中设置授权人');
  }
  if (rule?.mode === '2' && (approvers.length < 2 || !approvers.some((a) => a.level === '2'))) {
    throw new Refusal('AU2016', '多级授权需要至少两名授权人，其中至少一名二级授权人，请先在用户管理中设置');
  }
}
