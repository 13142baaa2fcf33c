/**
 * Envelope work the gateway hands to a worker thread (./envelope-worker.ts) so that a large body does
 * not stall other calls (issue 15 finding 13). The worker is TypeScript loaded through tsx's loader;
 * if it cannot start, the work runs on the gateway's thread as before.
 */
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type EnvelopeBinding, openRequest, type OpenedRequest, sealResponse } from '@/protocol/crypto/envelope.ts';
import { CipherError, type ServerCipherSuite, type SuiteId } from '@/protocol/crypto/suite.ts';

type Work =
  | { kind: 'open'; body: string; headers: Record<string, string | undefined>; binding: EnvelopeBinding }
  | { kind: 'seal'; suite: SuiteId; json: string; opened: Pick<OpenedRequest, 'key' | 'nonce' | 'binding'> };

export type OffloadTask = Work & { id: number };

export type OffloadReply =
  | { id: number; ok: true; opened?: OpenedRequest; sealed?: { body: string; headers: Record<string, string> } }
  | { id: number; ok: false; message: string };

/** Bodies at least this long (characters) are opened or sealed on the worker. */
export const OFFLOAD_CHARS = 64 * 1024;

export interface EnvelopeOffload {
  open(
    suites: Partial<Record<SuiteId, ServerCipherSuite>>,
    body: string,
    headers: Record<string, string | undefined>,
    binding: EnvelopeBinding,
  ): Promise<OpenedRequest>;
  seal(
    suite: ServerCipherSuite,
    json: string,
    opened: Pick<OpenedRequest, 'key' | 'nonce' | 'binding'>,
  ): Promise<{ body: string; headers: Record<string, string> }>;
  /** How many envelopes were opened or sealed on the worker so far (0 where there is none). */
  onWorker(): number;
  close(): Promise<void>;
}

/** The work on the gateway's own thread (tests with their own suites, and the fallback). */
export const inline: EnvelopeOffload = {
  open: (suites, body, headers, binding) => openRequest(suites, body, headers, binding),
  seal: (suite, json, opened) => sealResponse(suite, json, opened),
  onWorker: () => 0,
  close: () => Promise.resolve(),
};

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });
`;

class Unavailable extends Error {}

/** The worker thread: ./envelope-worker.ts under tsx's loader, not keeping the process alive. */
function spawnWorker(): Worker {
  const require = createRequire(import.meta.url);
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: {
      // tsx's ESM entry (its CommonJS one cannot register from an eval'd worker)
      tsx: pathToFileURL(resolve(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href,
      entry: pathToFileURL(resolve(import.meta.dirname, 'envelope-worker.ts')).href,
    },
  });
  worker.unref();
  return worker;
}

/** A task posted to the worker, waiting for its reply. */
interface Waiting {
  resolve: (reply: OffloadReply) => void;
  reject: (error: Error) => void;
}

/** Tasks posted to the worker, each answered by its id; once it stops, every waiting task fails Unavailable. */
class WorkerChannel {
  private readonly pending = new Map<number, Waiting>();
  private next = 0;
  /** The worker stopped (or was closed): work is done here. */
  down = false;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: OffloadReply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    worker.on('error', () => {
      this.fail();
    });
    worker.on('exit', () => {
      this.fail();
    });
  }

  private fail(): void {
    this.down = true;
    for (const { reject } of this.pending.values()) reject(new Unavailable('the envelope worker stopped'));
    this.pending.clear();
  }

  send(task: Work): Promise<OffloadReply> {
    if (this.down) return Promise.reject(new Unavailable('the envelope worker is not running'));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...task, id });
    });
  }

  async close(): Promise<void> {
    this.down = true;
    await this.worker.terminate();
  }
}

/** A worker for the mock's TEST-ONLY suites (./keys.ts), used for bodies of OFFLOAD_CHARS or more. */
export function startEnvelopeWorker(): EnvelopeOffload {
  const channel = new WorkerChannel(spawnWorker());
  let done = 0;
  /** On the worker when it is large and the worker runs; else here. */
  async function offloaded<T>(size: number, task: Work, here: () => Promise<T>, pick: (r: OffloadReply) => T) {
    if (size < OFFLOAD_CHARS || channel.down) return here();
    let reply: OffloadReply;
    try {
      reply = await channel.send(task);
    } catch (error) {
      if (error instanceof Unavailable) return here();
      throw error;
    }
    if (!reply.ok) throw new CipherError(reply.message);
    done++;
    return pick(reply);
  }

  return {
    open: (suites, body, headers, binding) =>
      offloaded(body.length, { kind: 'open', body, headers, binding }, () => inline.open(suites, body, headers, binding), (r) => {
        if (!r.ok || !r.opened) throw new CipherError('the worker opened nothing');
        return r.opened;
      }),
    seal: (suite, json, opened) =>
      offloaded(json.length, { kind: 'seal', suite: suite.id, json, opened }, () => inline.seal(suite, json, opened), (r) => {
        if (!r.ok || !r.sealed) throw new CipherError('the worker sealed nothing');
        return r.sealed;
      }),
    onWorker: () => done,
    close: () => channel.close(),
  };
}
