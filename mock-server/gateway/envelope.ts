/**
 * The envelope's stages of the /api pipeline (./pipeline.ts): the `#10` body opened with the TEST-ONLY
 * keys, bound to where it arrived; its timestamp and nonce; the answer sealed under the call's key.
 * And what the traffic log notes of the request (a recording hook: the call's rules do not depend on it).
 */
import { isEncrypted, type OpenedRequest } from '@/protocol/crypto/envelope.ts';
import { parseGatewayTimestamp } from '@/protocol/wire-format.ts';
import { TIMESTAMP_WINDOW_MS } from '../sessions/state.ts';
import type { Call, Env, Stage } from './call.ts';
import { type Answer, head, json } from './http.ts';

/**
 * The one call whose timestamp is not held to the window: the portal asks the time with it, so it
 * must work from a computer whose clock is wrong (issue 15 finding 4). It reads nothing private and
 * changes nothing; its nonce still counts against replays.
 */
const CLOCK_CALL = 'getServerTime';

/** The answer under the call's key when the call came in the envelope (a 200 only). */
export async function seal(env: Env, opened: OpenedRequest | undefined, answer: Answer): Promise<Answer> {
  if (!opened || answer.status !== 200) return answer;
  const suite = env.options.suites[opened.suite];
  if (!suite) return answer;
  const sealed = await env.offload.seal(suite, answer.body, opened);
  return {
    status: 200, headers: { ...answer.headers, 'Content-Type': 'text/plain; charset=utf-8', ...sealed.headers }, body: sealed.body, plain: answer.body,
  };
}

/**
 * For the traffic log: what the request was. A call answered by a fault before its envelope is
 * opened gets it opened here, for the log alone.
 */
export async function noteRequest(call: Call, env: Env, opened?: OpenedRequest | 'failed'): Promise<void> {
  const { draft, raw } = call;
  if (!draft) return;
  draft.requestBytes = raw.length;
  if (call.upload) {
    draft.requestNote = `multipart/form-data，${String(raw.length)} 字节（上传的文件不记录）`;
    return;
  }
  const text = raw.toString('utf8');
  if (!isEncrypted(text)) {
    draft.requestText = text;
    return;
  }
  let open = opened;
  if (open === undefined) {
    try {
      open = await env.offload.open(env.options.suites, text, call.headers, { method: draft.method, path: draft.path });
    } catch {
      open = 'failed';
    }
  }
  if (open === 'failed') {
    draft.suite = 'unopened';
    draft.requestNote = '（#10 报文未能解密或已被篡改）';
  } else {
    draft.suite = open.suite;
    draft.requestText = open.json;
  }
}

/** Opens a `#10` body (E0401 when it does not open); a plain one only where the contract allows (E0402). */
export const openEnvelope: Stage = async (call, env) => {
  const text = call.raw.toString('utf8');
  if (!isEncrypted(text)) {
    await noteRequest(call, env);
    return env.options.plainOperations.has(call.operation) ? undefined : json(head('E0402', '请求报文未加密'));
  }
  try {
    // bound to where it arrived: a body sealed for another operation does not open here (issue 15 finding 9)
    call.opened = await env.offload.open(env.options.suites, text, call.headers, { method: call.req.method ?? '', path: call.path });
  } catch (error) {
    env.log(`${call.operation}: envelope refused: ${(error as Error).message}`);
    await noteRequest(call, env, 'failed');
    return json(head('E0401', '请求报文无法解密或已被篡改'));
  }
  await noteRequest(call, env, call.opened);
  return undefined;
};

/** The portal stamps the gateway's zone (Asia/Shanghai), whatever the zone of either machine: E0408 when off. */
export const checkTimestamp: Stage = (call, env) => {
  if (!call.opened) return undefined;
  const sent = parseGatewayTimestamp(call.headers['x-timestamp']);
  const outside = sent === undefined ||
    (Math.abs(env.state.now() - sent) > TIMESTAMP_WINDOW_MS && call.operation !== CLOCK_CALL);
  return outside ? json(head('E0408', '请求时间戳无效或已过期，请校准时间后重试')) : undefined;
};

/** A nonce seen before: E0409. The plain JSON goes on. */
export const checkNonce: Stage = (call, env) => {
  if (!call.opened) return undefined;
  if (env.state.replayed(call.headers['x-eis-nonce'] ?? '')) return json(head('E0409', '重复的请求已被拒绝'));
  call.plain = Buffer.from(call.opened.json, 'utf8');
  return undefined;
};
