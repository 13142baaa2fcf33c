/**
 * The bank's local key agent (key middleware) as a Signer: a small program on the customer's
 * machine that owns the U盾 and answers on 127.0.0.1. Its protocol is ours and PROVISIONAL until
 * the bank's middleware is known; it and the security rules an agent must enforce are in
 * docs/signing-agent.md (the reference agent: mock-server/agent/signer-agent.ts). JSON over HTTP POST:
 *
 *   POST http://127.0.0.1:<port>/eis-signer/v1/cert  {}
 *     -> 200 { "certSn": "5EED000000000123" }
 *   POST http://127.0.0.1:<port>/eis-signer/v1/sign  { "text": "EIS/2 TX …", "algorithm": "SM2-SM3", "encoding": "UTF-8" }
 *     -> 200 { "signature": "<base64 of the 64-byte r‖s>" }
 *   either may answer 200 { "error": "noKey" | "cancelled" | "refused" | "pinLocked" | "failed", … }
 *
 * The dialog says what an error code means in the bank's own fixed words (signing.agent.* in the
 * catalogues); an agent's own `message` is never shown (issue 50 item 10): a program outside the bank
 * wrote it, and inside the bank's dialog it would read as the bank's word. The agent allows the
 * portal's origin only (CORS). From a portal on a public origin Chrome asks the user first (Local
 * Network Access: the loopback-network permission); while that prompt is open, /cert waits as long
 * as /sign does. No agent (connection refused, or no answer to /cert within a short timeout) is
 * `noKey`; the user then gets the install / insert-the-key guidance.
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
  /** The browser's Local Network Access permission for loopback (default: asked of navigator.permissions). */
  permission?: () => Promise<PermissionState | undefined>;
}

/** The error codes of the agent protocol; any other is `failed`. */
export const AGENT_CODES = ['noKey', 'cancelled', 'refused', 'pinLocked', 'failed'] as const;
type AgentCode = (typeof AGENT_CODES)[number];

const REASON: Readonly<Record<AgentCode, SignerFailure>> = {
  noKey: 'noKey', cancelled: 'cancelled', refused: 'failed', pinLocked: 'failed', failed: 'failed',
};

/** The agent's error answer as a SignerError worded by the portal; undefined when the answer is not one. */
function agentError(answer: Record<string, unknown>): SignerError | undefined {
  const code = answer.error;
  if (typeof code !== 'string') return undefined;
  const known: AgentCode = (AGENT_CODES as readonly string[]).includes(code) ? (code as AgentCode) : 'failed';
  // fixed wording by the code; answer.message is the agent's, never shown
  return new SignerError(REASON[known], i18n.t(`signing.agent.${known}`));
}

/**
 * The Local Network Access permission for loopback requests (Chrome 142+: `loopback-network`, first
 * named `local-network-access`); undefined where the browser knows neither (no prompt there).
 */
export async function loopbackPermission(): Promise<PermissionState | undefined> {
  const permissions: Permissions | undefined = (globalThis as { navigator?: Navigator }).navigator?.permissions;
  if (!permissions) return undefined;
  for (const name of ['loopback-network', 'local-network-access']) {
    try {
      return (await permissions.query({ name: name as PermissionName })).state;
    } catch {
      // not a permission this browser knows: try the other name
    }
  }
  return undefined;
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
        const permission = await (options.permission ?? loopbackPermission)();
        if (permission === 'denied') throw new SignerError('failed', i18n.t('signing.agent.blocked'));
        // the browser's prompt is open until the user answers it: /cert waits as /sign does
        const timeout = permission === 'prompt' ? (options.signTimeoutMs ?? 120_000) : (options.probeTimeoutMs ?? 1500);
        const answer = await post('/cert', {}, timeout);
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
