/**
 * The reference local key agent (TEST-ONLY): the protocol of docs/signing-agent.md, with the security
 * rules an agent must enforce, signing with the TEST-ONLY U-key of keys/. A bank's key middleware is
 * held to the same rules; this one lets the portal's agent signer (src/signing/agent-signer.ts) be
 * tried end to end, and shows the rules working:
 *
 * - Host: only `127.0.0.1:<port>` or `localhost:<port>`: a page that rebinds its own host name to
 *   127.0.0.1 (DNS rebinding) sends its own Host and is refused;
 * - Origin: only the allowed portal origins; another page's request is refused before anything is
 *   read, and CORS (with Chrome's private-network preflight) is granted to allowed origins only;
 * - the text: only an EIS signing text (`EIS/2 TX ` or `EIS/2 LOGIN `), never a bare value, and it is
 *   shown on the agent's own display (here: `display`, the console by default) before the key signs;
 *   the user may refuse it there (`approve`).
 *
 *   npm run mock:agent -- --origin http://127.0.0.1:5173 [--port 17681]
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sm2 } from 'sm-crypto-v2';
import { AGENT_PATH, SIGNABLE } from '@/protocol/signing/agent.ts';
import { testKeys } from './keys.ts';

export interface AgentOptions {
  /** 0: a free port. */
  port: number;
  /** The portal origins allowed to call the agent (exact `scheme://host:port`). */
  origins: readonly string[];
  /** The certificate serial number of the key. */
  certSn: string;
  /** Shows the text on the agent's own display. */
  display?: (text: string) => void;
  /** The user's answer on that display (the key's button, the PIN): false cancels. */
  approve?: (text: string) => Promise<boolean>;
}

export interface RunningAgent {
  url: string;
  port: number;
  /** Texts signed. */
  signed: string[];
  /** Requests refused, with the reason. */
  refused: string[];
  close(): Promise<void>;
}

const LOOPBACK = ['127.0.0.1', 'localhost'];

/** An answer: its status, its JSON body (none for a preflight) and headers. */
interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
const MAX_BODY = 64 * 1024;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => {
      if (size > MAX_BODY) {
        resolve(undefined);
        return;
      }
      try {
        const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        resolve(typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** Why a request is refused before it is read: its Host (DNS rebinding) or its Origin. */
export function agentRefusal(
  { host, origin }: { host: string | undefined; origin: string | undefined },
  port: number,
  origins: readonly string[],
): string | undefined {
  if (!LOOPBACK.some((name) => host === `${name}:${String(port)}`)) return `host ${JSON.stringify(host ?? '')} is not this agent's loopback address`;
  if (origin === undefined || !origins.includes(origin)) return `origin ${JSON.stringify(origin ?? '')} is not allowed`;
  return undefined;
}

export async function startSignerAgent(options: AgentOptions): Promise<RunningAgent> {
  const signed: string[] = [];
  const refused: string[] = [];
  const display = options.display ?? ((text: string) => {
    console.log(`signer agent: the key is asked to sign\n  ${text}`);
  });
  const approve = options.approve ?? (() => Promise.resolve(true));
  let port = options.port;

  /** The answer to one request: status, body and CORS headers (none before the Origin is checked). */
  async function answer(req: IncomingMessage): Promise<Answer> {
    const origin = req.headers.origin;
    const refusal = agentRefusal({ host: req.headers.host, origin }, port, options.origins);
    if (refusal) {
      refused.push(refusal);
      req.resume();
      return { status: 403, body: { error: 'failed', message: '签名程序拒绝了此请求（来源不受信任）' } };
    }
    const cors = { 'Access-Control-Allow-Origin': origin ?? '', 'Vary': 'Origin' };
    if (req.method === 'OPTIONS') {
      const preflight = { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' };
      return { status: 204, headers: { ...cors, ...preflight, 'Access-Control-Allow-Private-Network': 'true', 'Access-Control-Max-Age': '600' } };
    }
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    if (!body) return { status: 400, body: { error: 'failed', message: '请求无法识别' }, headers: cors };
    if (req.url === `${AGENT_PATH}/cert`) return { status: 200, body: { certSn: options.certSn }, headers: cors };
    if (req.url !== `${AGENT_PATH}/sign`) return { status: 404, body: { error: 'failed', message: '未知请求' }, headers: cors };
    const text = body.text;
    if (typeof text !== 'string' || !SIGNABLE.test(text) || body.algorithm !== 'SM2-SM3' || body.encoding !== 'UTF-8') {
      refused.push('not an EIS signing text');
      return { status: 200, body: { error: 'failed', message: '待签名内容不是本行交易或登录的签名原文，已拒绝' }, headers: cors };
    }
    display(text);
    if (!(await approve(text))) return { status: 200, body: { error: 'cancelled', message: '用户在U盾上取消了签名' }, headers: cors };
    const hex = sm2.doSignature(new TextEncoder().encode(text), testKeys.ukeyPrivate, { hash: true });
    signed.push(text);
    return { status: 200, body: { signature: Buffer.from(hex, 'hex').toString('base64') }, headers: cors };
  }

  const server: Server = createServer((req, res) => {
    void answer(req).then(({ status, body, headers = {} }) => {
      if (body === undefined) {
        res.writeHead(status, headers);
        res.end();
      } else {
        send(res, status, body, headers);
      }
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => {
      ok();
    });
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    signed,
    refused,
    close: () => new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => {
        ok();
      });
    }),
  };
}

/** `npm run mock:agent -- --origin <portal origin> [--port <n>] [--cert <CERT_SN>]` */
async function main(args: string[]): Promise<void> {
  const value = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const origins = args.flatMap((a, i) => (a === '--origin' && args[i + 1] ? [args[i + 1] ?? ''] : []));
  const port = Number(value('port') ?? 17681);
  if (origins.length === 0 || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('usage: npm run mock:agent -- --origin http://127.0.0.1:5173 [--port 17681] [--cert 5EED000000000123]');
    process.exit(2);
  }
  const agent = await startSignerAgent({ port, origins, certSn: value('cert') ?? '5EED000000000123' });
  console.log(`signer agent (TEST-ONLY key) on ${agent.url}${AGENT_PATH}, for ${origins.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) void main(process.argv.slice(2));
