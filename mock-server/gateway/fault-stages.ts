/**
 * Where the fault table (../faults/table.ts) meets the pipeline (./pipeline.ts): the call's fault is
 * taken (X-Mock-Fault, else the queue), noted in the traffic log, and each entry acts at the stage it
 * hooks: a wait, the call's answer, or an answer head.
 */
import { type Fault, faultEntry, type FaultStage, parseFault } from '../faults/table.ts';
import { appliedFault } from '../recorder/traffic.ts';
import { SESSION_COOKIE } from '../sessions/state.ts';
import type { Stage } from './call.ts';
import { noteRequest } from './envelope.ts';
import { type Answer, cookie, head, json } from './http.ts';

/** What a fault does at one stage: waits, or gives the call's answer; undefined when it has none there. */
export async function faultAt(stage: FaultStage, fault: Fault | undefined): Promise<Answer | undefined> {
  const entry = fault && faultEntry(fault.kind);
  if (!fault || entry?.stage !== stage) return undefined;
  const effect = entry.effect(fault);
  if ('wait' in effect) {
    await new Promise((r) => setTimeout(r, effect.wait));
    return undefined;
  }
  if ('head' in effect) return json({ head: effect.head });
  return { status: effect.answer.status, headers: { 'Content-Type': effect.answer.contentType }, body: effect.answer.body };
}

/** The call's fault: X-Mock-Fault (a bad one answers E0499), else the next queued for it and its caller. */
export const takeFault: Stage = async (call, env) => {
  const written = call.headers['x-mock-fault'];
  const fromHeader = written ? parseFault(written) : undefined;
  if (typeof fromHeader === 'string') {
    await noteRequest(call, env);
    return json(head('E0499', `X-Mock-Fault: ${fromHeader}`));
  }
  const caller = env.state.sessionLogin(cookie(call.req, SESSION_COOKIE));
  call.fault = fromHeader ?? env.state.takeFault(call.operation, caller);
  if (call.draft && call.fault) call.draft.fault = appliedFault(call.fault, fromHeader ? 'header' : 'queue');
  return undefined;
};

/** A fault that acts before the envelope is opened (the request still noted for the log). */
export const arrivalFault: Stage = async (call, env) => {
  const answer = await faultAt('arrival', call.fault);
  if (answer) await noteRequest(call, env);
  return answer;
};

/** A fault that acts once the envelope opened, before the session check (sealed under the call's key). */
export const openedFault: Stage = (call) => faultAt('opened', call.fault);
