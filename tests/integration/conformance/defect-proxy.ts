/**
 * A broken gateway for the conformance kit's tests (issue 53 item 4): a small HTTP proxy in front of
 * the mock that opens each envelope with the TEST-ONLY keys, breaks one thing, and seals it again
 * under the call's own key, so the mock itself stays as it is. Each defect is what a real gateway
 * could get wrong: an answer without a required field, a field of the wrong type, a value outside its
 * enum, no STATUS, a replayed signature accepted, a field the signature does not cover accepted, a
 * sealed call answered in plain.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type OpenedRequest, openRequest, openResponse, sealRequest, sealResponse } from '@/protocol/crypto/envelope.ts';
import type { ServerCipherSuite, SuiteId } from '@/protocol/crypto/suite.ts';
import { requestFields } from '@/protocol/signing/catalogue.ts';
import { SIGNATURE_FIELDS } from '@/protocol/signing/plan.ts';
import { COMMON_FIELDS } from '@/protocol/wire-format.ts';
import { serverSuites } from '../../support/keys.ts';

type Json = Record<string, unknown>;

export interface Defect {
  readonly name: string;
  /** The operation whose traffic it breaks (the last segment of the path). */
  readonly operation: string;
  /** Changes the request before the mock sees it (its plain JSON); undefined: unchanged. */
  readonly request?: (json: Json) => Json | undefined;
  /** Changes the answer before the kit sees it; undefined: unchanged. */
  readonly answer?: (json: Json) => Json | undefined;
  /** Answers the sealed call in plain JSON. */
  readonly plain?: boolean;
}

const rows = (json: Json): Json[] => {
  const list = (json.body as Json | undefined)?.LIST;
  return Array.isArray(list) ? (list as Json[]) : [];
};
const statusOf = (json: Json) => (json.head as Json | undefined)?.STATUS;

/** The defects of issue 53 item 4, by name. */
export const DEFECTS = {
  'missing-field': {
    name: 'an answer missing a required field', operation: 'accountListQry',
    answer: (json) => {
      for (const row of rows(json)) delete row.ACCT_NAME;
      return json;
    },
  },
  'wrong-type': {
    name: 'a field of the wrong type', operation: 'accountTransDetailQry',
    answer: (json) => {
      const body = json.body as Json | undefined;
      if (body && typeof body.TOTAL === 'number') body.TOTAL = String(body.TOTAL);
      return json;
    },
  },
  'wrong-enum': {
    name: 'a value outside its enum', operation: 'accountTransDetailQry',
    answer: (json) => {
      const [first] = rows(json);
      if (first) first.DC_FLAG = 'X';
      return json;
    },
  },
  'missing-status': {
    name: 'an answer without STATUS', operation: 'bankBranchQry',
    answer: (json) => {
      delete (json.head as Json | undefined)?.STATUS;
      return json;
    },
  },
  'replay-booked': {
    name: 'a replayed signature accepted', operation: 'transferSub',
    answer: (json) => (statusOf(json) === 'SG0012'
      ? { head: { STATUS: '000000', MSG: '交易成功' }, body: { TRANS_SEQ: `T${String(Date.now())}999`, TRANS_DATE: '2026-11-28', TRANS_STATUS: '0' } }
      : json),
  },
  'unsigned-field-accepted': {
    name: 'a field the signature does not cover accepted', operation: 'transferSub',
    // the gateway reads only the fields it knows: a foreign one is dropped instead of refused (SG0009)
    request: (json) => {
      const own = new Set<string>([...requestFields('transferSub').map((f) => f.name), ...COMMON_FIELDS, ...SIGNATURE_FIELDS]);
      const kept = Object.fromEntries(Object.entries(json).filter(([name]) => own.has(name)));
      return Object.keys(kept).length < Object.keys(json).length ? kept : undefined;
    },
  },
  'plain-answer': { name: 'a sealed call answered in plain', operation: 'bankAnnouncementListQry', plain: true },
} as const satisfies Record<string, Defect>;

export type DefectName = keyof typeof DEFECTS;

export interface DefectProxy {
  readonly url: string;
  /** How many calls the defect changed. */
  applied(): number;
  close(): Promise<void>;
}

/** Headers the proxy does not pass on as they are (it writes its own length; cookies are passed one by one). */
const HOP_HEADERS: ReadonlySet<string> = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie']);

const read = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !['host', 'content-length', 'connection'].includes(name)) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** The request as the defect changes it: opened, changed, sealed again under the same key, nonce and time. */
async function changedRequest(
  suite: ServerCipherSuite, opened: OpenedRequest, headers: Record<string, string>, defect: Defect,
) {
  const json = defect.request?.(JSON.parse(opened.json) as Json);
  if (!json) return undefined;
  const prepared = { key: opened.key, wrapped: headers['x-eis-key'] ?? '' };
  const sealed = await sealRequest(suite, JSON.stringify(json), prepared, headers['x-timestamp'] ?? '', opened.binding, opened.nonce);
  const resealed = Object.fromEntries(Object.entries(sealed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { body: sealed.body, headers: { ...headers, ...resealed } };
}

/** The answer as the defect changes it; undefined: as it came. */
async function changedAnswer(
  suite: ServerCipherSuite, opened: OpenedRequest, text: string, answer: Response, defect: Defect,
) {
  if (!text.startsWith('#10')) return undefined;
  const json = JSON.parse(await openResponse(suite, text, answer.headers, opened)) as Json;
  if (defect.plain) return { body: JSON.stringify(json), headers: { 'content-type': 'application/json; charset=utf-8' } };
  const broken = defect.answer?.(json);
  if (!broken) return undefined;
  const sealed = await sealResponse(suite, JSON.stringify(broken), opened);
  return { body: sealed.body, headers: { 'content-type': 'text/plain; charset=utf-8', ...sealed.headers } };
}

/** Starts the proxy on a free loopback port in front of the gateway at `upstream`. */
export async function startDefectProxy(upstream: string, defect: Defect): Promise<DefectProxy> {
  const suites: Partial<Record<SuiteId, ServerCipherSuite>> = await serverSuites();
  let applied = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    let body: string | Uint8Array<ArrayBuffer> = new Uint8Array(await read(req));
    let headers = headersOf(req);
    const text0 = new TextDecoder().decode(body);
    const target = url.pathname.split('/').at(-1) === defect.operation && text0.startsWith('#10');
    const opened = target
      ? await openRequest(suites, text0, headers, { method: req.method ?? 'POST', path: url.pathname })
      : undefined;
    const suite = opened ? suites[opened.suite] : undefined;
    const request = opened && suite ? await changedRequest(suite, opened, headers, defect) : undefined;
    if (request) {
      ({ body, headers } = request);
      applied += 1;
    }
    const answer = await fetch(`${upstream}${url.pathname}${url.search}`, { method: req.method ?? 'POST', headers, body: req.method === 'GET' ? null : body });
    const text = await answer.text();
    const changed = opened && suite ? await changedAnswer(suite, opened, text, answer, defect) : undefined;
    if (changed) applied += 1;
    const passed = [...answer.headers].filter(([k]) => !HOP_HEADERS.has(k));
    const out: Record<string, string | string[]> = changed?.headers ?? Object.fromEntries(passed);
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) out['set-cookie'] = cookies;
    res.writeHead(answer.status, out).end(changed?.body ?? text);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    applied: () => applied,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
