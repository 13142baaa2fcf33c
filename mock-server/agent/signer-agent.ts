/**
 * The reference local key agent (TEST-ONLY): the protocol of docs/signing-agent.md, with the security
 * rules an agent must enforce, signing with the TEST-ONLY U-key of keys/. A bank's key middleware is
 * held to the same rules; this one lets the portal's agent signer (src/signing/agent-signer.ts) be
 * tried end to end, and shows the rules working:
 *
 * - Host: only `127.0.0.1:<port>` or `localhost:<port>`: a page that rebinds its own host name to
 *   127.0.0.1 (DNS rebinding) sends its own Host and is refused;
 * - Origin: only the allowed portal origins; another page's request is refused before anything is
 *   read, and CORS is granted to allowed origins only (no private-network preflight header: Chrome's
 *   Local Network Access asks the user instead, docs/signing-agent.md);
 * - the text: only a canonical EIS signing text that parses (src/protocol/signing/agent.ts
 *   agentDisplay), never a bare value nor a text that merely starts `EIS/2 TX `; its rows are shown on
 *   the agent's own display (here: `display`, the console by default) before the key signs, and the
 *   user may refuse them there (`approve`);
 * - errors are codes (`noKey`, `cancelled`, `refused`, `pinLocked`, `failed`): the portal words them
 *   itself, the `message` beside is for the agent's own log.
 *
 *   npm run mock:agent -- --origin http://127.0.0.1:5173 [--port 17681]
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sm2 } from 'sm-crypto-v2';
import { AGENT_PATH, type AgentDisplay, agentDisplay } from '@/protocol/signing/agent.ts';
import { testKeys } from '../keys.ts';

export interface AgentOptions {
  /** 0: a free port. */
  port: number;
  /** The portal origins allowed to call the agent (exact `scheme://host:port`). */
  origins: readonly string[];
  /** The certificate serial number of the key. */
  certSn: string;
  /** Shows what is signed on the agent's own display: the text's rows, parsed. */
  display?: (shown: AgentDisplay) => void;
  /** The user's answer on that display (the key's button, the PIN): false cancels. */
  approve?: (shown: AgentDisplay) => Promise<boolean>;
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

/** The agent's display, as lines: what is signed, row by row (a real agent: its window or the key's screen). */
export function displayLines(shown: AgentDisplay): string[] {
  const what = shown.domain === 'TX' ? `交易，挑战码编号 ${shown.challengeId ?? ''}` : '登录';
  return [
    `signer agent: the key is asked to sign (${what}，服务码 ${shown.serviceCode})`,
    ...shown.rows.map((row, i) => `  ${String(i + 1)}. ${row}`),
    ...(shown.raw.length > 0 ? [`  原值：${shown.raw.join(' | ')}`] : []),
  ];
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

/** The running agent as each request sees it: its options, its port once listening, and its records. */
interface AgentContext {
  options: AgentOptions;
  /** options.port until the server listens, then the port it listens on. */
  port: number;
  signed: string[];
  refused: string[];
  display: (shown: AgentDisplay) => void;
  approve: (shown: AgentDisplay) => Promise<boolean>;
}

/** A sign request: a canonical EIS text, shown on the agent's display, signed once the user approves. */
async function sign(body: Record<string, unknown>, agent: AgentContext, cors: Record<string, string>): Promise<Answer> {
  const text = body.text;
  const shown = typeof text === 'string' && body.algorithm === 'SM2-SM3' && body.encoding === 'UTF-8' ? agentDisplay(text) : undefined;
  if (typeof text !== 'string' || !shown) {
    agent.refused.push('not an EIS signing text that parses');
    return { status: 200, body: { error: 'refused', message: 'not a canonical EIS signing text' }, headers: cors };
  }
  agent.display(shown);
  if (!(await agent.approve(shown))) return { status: 200, body: { error: 'cancelled', message: 'cancelled on the key' }, headers: cors };
  const hex = sm2.doSignature(new TextEncoder().encode(text), testKeys.ukeyPrivate, { hash: true });
  agent.signed.push(text);
  return { status: 200, body: { signature: Buffer.from(hex, 'hex').toString('base64') }, headers: cors };
}

/** The answer to one request: status, body and CORS headers (none before the Origin is checked). */
async function answer(req: IncomingMessage, agent: AgentContext): Promise<Answer> {
  const origin = req.headers.origin;
  const refusal = agentRefusal({ host: req.headers.host, origin }, agent.port, agent.options.origins);
  if (refusal) {
    agent.refused.push(refusal);
    req.resume();
    return { status: 403, body: { error: 'failed', message: '签名程序拒绝了此请求（来源不受信任）' } };
  }
  const cors = { 'Access-Control-Allow-Origin': origin ?? '', 'Vary': 'Origin' };
  if (req.method === 'OPTIONS') {
    const preflight = { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' };
    return { status: 204, headers: { ...cors, ...preflight, 'Access-Control-Max-Age': '600' } };
  }
  const body = req.method === 'POST' ? await readJson(req) : undefined;
  if (!body) return { status: 400, body: { error: 'failed', message: '请求无法识别' }, headers: cors };
  if (req.url === `${AGENT_PATH}/cert`) return { status: 200, body: { certSn: agent.options.certSn }, headers: cors };
  if (req.url !== `${AGENT_PATH}/sign`) return { status: 404, body: { error: 'failed', message: '未知请求' }, headers: cors };
  return sign(body, agent, cors);
}

/** Writes an answer: JSON, or a bare head for a preflight. */
function reply(res: ServerResponse, { status, body, headers = {} }: Answer): void {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
  } else {
    send(res, status, body, headers);
  }
}

export async function startSignerAgent(options: AgentOptions): Promise<RunningAgent> {
  const agent: AgentContext = {
    options,
    port: options.port,
    signed: [],
    refused: [],
    display: options.display ?? ((shown: AgentDisplay) => {
      console.log(displayLines(shown).join('\n'));
    }),
    approve: options.approve ?? (() => Promise.resolve(true)),
  };
  const server: Server = createServer((req, res) => {
    void answer(req, agent).then((answered) => {
      reply(res, answered);
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => {
      ok();
    });
  });
  const port = (server.address() as AddressInfo).port;
  agent.port = port;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    signed: agent.signed,
    refused: agent.refused,
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
