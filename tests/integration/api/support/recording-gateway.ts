/**
 * A real HTTP server for the request-layer tests: it opens #10 envelopes with the private keys,
 * records what arrived (decrypted body, headers), and answers what the test scripts, encrypted
 * under the call's key when the call was encrypted.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { openRequest, sealResponse } from '@/protocol/crypto/envelope.ts';
import type { ServerCipherSuite, SuiteId } from '@/protocol/crypto/suite.ts';

export interface Arrival {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  /** The decrypted (or plain) JSON body; undefined for multipart. */
  json?: Record<string, unknown>;
  /** The call key the gateway unwrapped. */
  key?: string;
  suite?: SuiteId;
}

export type Reply =
  | { head: Record<string, unknown>; body?: unknown; encrypt?: boolean }
  | { status: number; text: string; contentType?: string }
  | { raw: string; headers?: Record<string, string> }
  | { tamper: true; head: Record<string, unknown> }
  | { destroy: true };

export interface RecordingGateway {
  url: string;
  arrivals: Arrival[];
  /** The next answers, in order; when empty, the default (STATUS 000000, no body). */
  script: Reply[];
  close(): Promise<void>;
}

type Suites = Partial<Record<SuiteId, ServerCipherSuite>>;

type Headers = Record<string, string | undefined>;

async function answer(suites: Suites, raw: string, headers: Headers, arrival: Arrival, reply: Reply) {
  let opened: Awaited<ReturnType<typeof openRequest>> | undefined;
  if (raw.startsWith('#10')) {
    try {
      opened = await openRequest(suites, raw, headers, { method: arrival.method, path: new URL(arrival.path, 'http://gateway.invalid').pathname });
    } catch (error) {
      return { status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ head: { STATUS: 'E0401', MSG: `报文无法解密：${(error as Error).message}` } }) };
    }
    arrival.json = JSON.parse(opened.json) as Record<string, unknown>;
    arrival.key = opened.key;
    arrival.suite = opened.suite;
  } else if ((headers['content-type'] ?? '').includes('application/json')) {
    arrival.json = JSON.parse(raw) as Record<string, unknown>;
  }
  if ('destroy' in reply) return 'destroy' as const;
  if ('status' in reply) return { status: reply.status, headers: { 'Content-Type': reply.contentType ?? 'application/json' }, body: reply.text };
  if ('raw' in reply) return { status: 200, headers: { 'Content-Type': 'text/plain', ...reply.headers }, body: reply.raw };
  const json = JSON.stringify('tamper' in reply ? { head: reply.head } : { head: reply.head, body: reply.body });
  const encrypt = opened !== undefined && !('encrypt' in reply && reply.encrypt === false);
  const suite = opened ? suites[opened.suite] : undefined;
  if (opened && encrypt && suite) {
    const sealed = await sealResponse(suite, json, opened);
    // a tampered answer: the last bytes of the ciphertext changed after sealing
    const body = 'tamper' in reply ? `${sealed.body.slice(0, -4)}${sealed.body.endsWith('0000') ? '1111' : '0000'}` : sealed.body;
    return { status: 200, headers: { 'Content-Type': 'text/plain', ...sealed.headers }, body };
  }
  return { status: 200, headers: { 'Content-Type': 'application/json' }, body: json };
}

export async function startRecordingGateway(suites: Suites): Promise<RecordingGateway> {
  const arrivals: Arrival[] = [];
  const script: Reply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const arrival: Arrival = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw };
      arrivals.push(arrival);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      // the default answer fits every operation's contract (the body is optional in each)
      const reply: Reply = script.shift() ?? { head: { STATUS: '000000', MSG: '交易成功' } };
      answer(suites, raw, headers, arrival, reply).then(
        (out) => {
          if (out === 'destroy') {
            req.socket.destroy();
            return;
          }
          res.writeHead(out.status, out.headers);
          res.end(out.body);
        },
        (error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    arrivals,
    script,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => {
          r();
        });
      }),
  };
}
