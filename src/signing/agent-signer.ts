/**
 * The bank's local key agent (key middleware) as a Signer: a small program on the customer's
 * machine that owns the U盾 and answers on 127.0.0.1. Its protocol is ours and PROVISIONAL until
 * the bank's middleware is known; it and the security rules an agent must enforce are in
 * docs/signing-agent.md (the reference agent: mock-server/signer-agent.ts). JSON over HTTP POST:
 *
 *   POST http://127.0.0.1:<port>/eis-signer/v1/cert  {}
 *     -> 200 { "certSn": "5EED000000000123" }
 *   POST http://127.0.0.1:<port>/eis-signer/v1/sign  { "text": "EIS/2 TX …", "algorithm": "SM2-SM3", "encoding": "UTF-8" }
 *     -> 200 { "signature": "<base64 of the 64-byte r‖s>" }
 *   either may answer 200 { "error": "noKey" | "cancelled" | "failed", "message": "…" }
 *
 * The agent must allow the portal's origin only (CORS, and Chrome's private-network preflight:
 * `Access-Control-Allow-Private-Network: true`). No agent (connection refused, or no answer to
 * /cert within a short timeout) is `noKey`; the user then gets the install / insert-the-key guidance.
 */
import { i18n } from '@/i18n/index.ts';
import { AGENT_PATH } from '@/protocol/signing/agent.ts';
import { asSignerError, CERT_SN, SIGNATURE, type Signer, SignerError, type SignerFailure } from './signer.ts';

export interface AgentOptions {
  port: number;
  /** How long /cert may take before the agent counts as absent (ms). */
  probeTimeoutMs?: number;
  /** How long /sign may take: the user types the key's PIN meanwhile (ms). */
  signTimeoutMs?: number;
  fetch?: typeof fetch;
}

const REASONS: readonly SignerFailure[] = ['noKey', 'cancelled', 'failed'];

/** The agent's error answer as a SignerError; undefined when the answer is not one. */
function agentError(answer: Record<string, unknown>): SignerError | undefined {
  const reason = answer.error;
  if (typeof reason !== 'string') return undefined;
  const known = (REASONS as readonly string[]).includes(reason) ? (reason as SignerFailure) : 'failed';
  const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined;
  return new SignerError(known, message);
}

export function agentSigner(options: AgentOptions): Signer {
  const base = `http://127.0.0.1:${String(options.port)}${AGENT_PATH}`;
  // the one fetch outside src/api/client.ts (eslint.config.js): the agent is not the bank's API
  const call = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function post(path: string, body: unknown, timeoutMs: number) {
    let response: Response;
    try {
      response = await call(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      // refused or unreachable: no agent; silent past the timeout: none while probing, a hung one while signing
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      if (timedOut && path === '/sign') throw new SignerError('failed', i18n.t('signing.signer.timeout'), { cause });
      throw new SignerError('noKey', undefined, { cause });
    }
    let answer: unknown;
    try {
      answer = response.ok ? await response.json() : undefined;
    } catch (cause) {
      throw new SignerError('failed', i18n.t('signing.signer.unreadable'), { cause });
    }
    if (typeof answer !== 'object' || answer === null) throw new SignerError('failed', i18n.t('signing.signer.badAnswer', { status: response.status }));
    const record = answer as Record<string, unknown>;
    const refused = agentError(record);
    if (refused) throw refused;
    return record;
  }

  return {
    async certSn() {
      try {
        const answer = await post('/cert', {}, options.probeTimeoutMs ?? 1500);
        const sn = answer.certSn;
        if (typeof sn !== 'string' || !CERT_SN.test(sn)) throw new SignerError('failed', i18n.t('signing.signer.badCertSn'));
        return sn;
      } catch (error) {
        throw asSignerError(error);
      }
    },
    async sign(text) {
      try {
        const answer = await post('/sign', { text, algorithm: 'SM2-SM3', encoding: 'UTF-8' }, options.signTimeoutMs ?? 120_000);
        const signature = answer.signature;
        if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new SignerError('failed', i18n.t('signing.signer.badSignature'));
        return signature;
      } catch (error) {
        throw asSignerError(error);
      }
    },
  };
}
