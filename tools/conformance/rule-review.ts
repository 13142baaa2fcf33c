/**
 * authRuleReview as the kit drives it (docs/dual-control.md, issue 48 item 2): the persona the
 * configuration gives autoModeUpdate relaxes its enterprise's rule for single transfers to 单人, which
 * waits for a second person; the persona with the role `reviewer` (a second administrator of the same
 * enterprise, or a level-2 approver) reads the change in instructionDetailQry and approves it
 * (AUTH_TYPE 1) or rejects it (2), every service code of authRuleReview. An approved change is undone
 * at once by setting the rule read before back (tightening applies without review), so the test
 * enterprise keeps the rule it had.
 */
import { SUCCESS } from './checks.ts';
import { ownerOf, type Recipe } from './kinds.ts';
import { type CaseRecorder, type Kit, sessionOf, sessionWith } from './kit.ts';
import { answerBody, signAndSend } from './money.ts';
import type { Session } from './session.ts';
import { type Body, call } from './wire.ts';

const KIND = 'transferSub';
const LABELS = { 1: 'approve', 2: 'reject' } as const;

/** The rule the enterprise has for KIND (authRuleQry), as autoModeUpdate's fields; undefined: none (单人). */
async function ruleNow(rec: CaseRecorder, changer: Session): Promise<Body | undefined | 'unknown'> {
  const ex = await call(changer.browser, 'authRuleQry', {}, `${KIND}'s rule`);
  await rec.expect(ex, SUCCESS);
  const list = answerBody(ex)?.LIST;
  if (!Array.isArray(list)) return 'unknown';
  const row = (list as Body[]).find((r) => r.TRANS_KIND === KIND);
  return row ? { AUTH_MODE: row.AUTH_MODE, THRESHOLD_AMT: row.THRESHOLD_AMT } : undefined;
}

/** The changer relaxes KIND to 单人; the instruction's serial number when it waits for review. */
async function relax(kit: Kit, rec: CaseRecorder, changer: Session, label: string): Promise<string | undefined> {
  const values = { ...kit.contract.example('autoModeUpdate'), TRANS_KIND: KIND, AUTH_MODE: '0', THRESHOLD_AMT: '0.00' };
  const sent = await signAndSend(kit, rec, changer, 'autoModeUpdate', values, label);
  if (!sent) return undefined;
  await rec.expect(sent.ex, SUCCESS);
  const body = answerBody(sent.ex);
  if (body?.TRANS_STATUS !== '1' || typeof body.TRANS_SEQ !== 'string') {
    rec.skip(label, `relaxing ${KIND} to 单人 did not wait for review (TRANS_STATUS ${String(body?.TRANS_STATUS)})`);
    return undefined;
  }
  return body.TRANS_SEQ;
}

/** The reviewer reads the change and decides it. */
async function review(kit: Kit, rec: CaseRecorder, reviewer: Session, seq: string, authType: '1' | '2') {
  const detail = await call(reviewer.browser, 'instructionDetailQry', { TRANS_SEQ: seq }, `the change ${seq}`);
  await rec.expect(detail, SUCCESS);
  const change = answerBody(detail);
  if (!change) return;
  const values: Body = {
    ...kit.contract.example('authRuleReview'), AUTH_TYPE: authType, TRANS_NAME: change.TRANS_NAME, ORIG_TRANS_SEQ: seq,
    RULE_KIND: change.RULE_KIND, OLD_RULE: change.OLD_RULE, NEW_RULE: change.NEW_RULE,
    ...(authType === '2' ? { REJECT_REASON: '一致性测试：拒绝' } : {}),
  };
  const label = `AUTH_TYPE ${authType} (${LABELS[authType]})`;
  const sent = await signAndSend(kit, rec, reviewer, 'authRuleReview', values, label);
  if (sent) await rec.expect(sent.ex, SUCCESS);
}

/** authRuleReview in the sweep: approve one relaxation the kit asked for (then set the rule back), reject another. */
export const ruleReview: Recipe = async (kit, rec) => {
  const changer = sessionOf(kit, ownerOf(kit.config.personas, 'autoModeUpdate')?.name);
  const reviewer = sessionWith(kit, 'reviewer');
  const missing = 'problem' in changer ? changer : 'problem' in reviewer ? reviewer : undefined;
  if (missing || 'problem' in changer || 'problem' in reviewer) {
    rec.skip('rule review', missing?.problem ?? '');
    return;
  }
  const before = await ruleNow(rec, changer);
  if (before === undefined || before === 'unknown') {
    rec.skip('rule review', `${changer.persona.name}'s enterprise has no rule for ${KIND} to relax`);
    return;
  }
  for (const authType of ['1', '2'] as const) {
    const seq = await relax(kit, rec, changer, `relax ${KIND} to ${LABELS[authType]}`);
    if (!seq) continue;
    await review(kit, rec, reviewer, seq, authType);
    if (authType !== '1') continue;
    // approved: the rule is 单人 now; setting it back is a tightening, applied at once
    const restore = { ...kit.contract.example('autoModeUpdate'), TRANS_KIND: KIND, ...before };
    const sent = await signAndSend(kit, rec, changer, 'autoModeUpdate', restore, `${KIND}'s rule set back`);
    if (sent) await rec.expect(sent.ex, SUCCESS);
  }
};
