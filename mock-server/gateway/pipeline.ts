/**
 * An /api call through the gateway, as a pipeline of named stages (issue 51 item 2). Each stage reads
 * and fills the call (./call.ts); the first that answers ends it, its answer sealed under the call's
 * key when the call came in the envelope. Then the call is dispatched (Prism, the handlers, the
 * booking: ./dispatch.ts), and a fault that hooks the answered call may replace the answer.
 *
 *   read body > fault taken > fault (arrival) > envelope > timestamp > nonce > fault (opened) >
 *   session > enterprise > authorisation > characters > signature > dispatch > fault (answered) > seal
 */
import type { IncomingMessage } from 'node:http';
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import type { CallDraft } from '../recorder/traffic.ts';
import type { Call, Env, Stage } from './call.ts';
import { authorise, checkEnterprise, checkSession, refuseHidden, verifySignature } from './checks.ts';
import { dispatch } from './dispatch.ts';
import { checkNonce, checkTimestamp, openEnvelope, seal } from './envelope.ts';
import { arrivalFault, faultAt, openedFault, takeFault } from './fault-stages.ts';
import { type Answer, head, headerMap, json, readBody } from './http.ts';

/** The body, up to its limit (an upload's is larger). */
const readRequest: Stage = async (call, env) => {
  call.raw = await readBody(call.req, call.upload ? env.limits.upload : env.limits.json);
  call.plain = call.raw;
  return undefined;
};

/** The stages before dispatch, in order. */
export const STAGES: readonly Stage[] = [
  readRequest, takeFault, arrivalFault, openEnvelope, checkTimestamp, checkNonce, openedFault,
  checkSession, checkEnterprise, authorise, refuseHidden, verifySignature,
];

/** The call the contract has at this path; undefined for a path it does not have. */
function callOf(
  req: IncomingMessage, url: URL, env: Env, setCookie: (value: string) => void, draft?: CallDraft,
): Call | undefined {
  const path = url.pathname;
  const operation = env.options.operations.get(path);
  if (operation === undefined) return undefined;
  if (draft) {
    draft.operation = operation;
    draft.signed = signingEntryByPath(path) !== undefined;
  }
  const headers = headerMap(req);
  const contentType = headers['content-type'] ?? '';
  const empty = Buffer.alloc(0);
  return { req, path, operation, headers, contentType, upload: contentType.startsWith('multipart/form-data'), raw: empty, plain: empty, setCookie, draft };
}

/** Dispatched; a booking the dispatch failed to settle is settled as the gateway's error. */
async function dispatched(call: Call, env: Env): Promise<Answer> {
  try {
    return await dispatch(call, env);
  } catch (error) {
    call.booking?.settle(head('E0500', '模拟网关内部错误'));
    throw error;
  }
}

/** POST /api/<group>/<operation>: the call through its stages. */
export async function runApi(
  req: IncomingMessage, url: URL, env: Env, setCookie: (value: string) => void, draft?: CallDraft,
): Promise<Answer> {
  const call = callOf(req, url, env, setCookie, draft);
  // the call is the contract's operation at this path, never a guess from its last segment (issue 39):
  // a path the contract does not have reaches neither the session check nor Prism
  if (!call) {
    req.resume();
    return json(head('E0404', `没有这个接口：POST ${url.pathname}`), 404);
  }
  for (const stage of STAGES) {
    const answer = await stage(call, env);
    if (answer) return seal(env, call.opened, answer);
  }
  const answer = await dispatched(call, env);
  // processed (a signed call booked), then a fault may replace the answer (lostAnswer: lost on its way back)
  const replaced = await faultAt('answered', call.fault);
  return replaced ? seal(env, call.opened, replaced) : answer;
}
