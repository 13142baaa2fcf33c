/**
 * The SM suite's heavy work off the main thread: the key wrap (SM2: a point multiplication, and
 * the curve's tables on first use, about a tenth of a second of a slow phone's main thread at
 * start-up: issue 16) always, and any body over `threshold` characters (issue 17: a batch file of
 * 64 KB never holds up typing), go to a worker (sm-worker.ts); smaller bodies seal and open in place
 * with the body cipher alone, so the main thread never loads SM2 where it has a worker. Where no
 * worker can be had (Node, tests, a browser that refuses it) or the worker fails, everything runs in
 * place (the key wrap with `inPlace`, loaded then), what the worker held included.
 */
import { openSm, sealSm } from '@/protocol/crypto/sm-body.ts';
import { CipherError, type CipherSuite, type Sealed } from '@/protocol/crypto/suite.ts';

/** Bodies of more characters than this go to the worker (about 8 ms of work on a slow machine at 64 KB). */
export const OFFLOAD_THRESHOLD = 16 * 1024;

export type BodyRequest =
  | { id: number; op: 'seal'; plain: string; key: string; aad: string }
  | { id: number; op: 'open'; sealed: Sealed; key: string; aad: string }
  | { id: number; op: 'wrap'; key: string; publicKey: string };

export type BodyAnswer =
  | { id: number; ok: true; sealed?: Sealed; plain?: string; wrapped?: string }
  | { id: number; ok: false; cipherError: boolean; message: string };

/** A failure as it crosses to the other thread (a CipherError stays one). */
export function failure(id: number, error: unknown): BodyAnswer {
  const message = error instanceof Error ? error.message : String(error);
  return { id, ok: false, cipherError: error instanceof CipherError, message };
}

/** One request, one answer, with `wrap` the suite that wraps keys (the worker's SM2, or in place). */
export async function answer(request: BodyRequest, wrap: (key: string) => Promise<CipherSuite>): Promise<BodyAnswer> {
  try {
    if (request.op === 'wrap') {
      const suite = await wrap(request.publicKey);
      return { id: request.id, ok: true, wrapped: await suite.wrapKey(request.key) };
    }
    return request.op === 'seal'
      ? { id: request.id, ok: true, sealed: sealSm(request.plain, request.key, request.aad) }
      : { id: request.id, ok: true, plain: openSm(request.sealed, request.key, request.aad) };
  } catch (error) {
    return failure(request.id, error);
  }
}

/** What the wrapper needs of a Worker (a real one in the browser, a stand-in in tests). */
export interface BodyWorker {
  postMessage(message: BodyRequest): void;
  addEventListener(type: 'message', listener: (event: { data: BodyAnswer }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  terminate(): void;
}

interface Pending {
  request: BodyRequest;
  resolve: (answer: BodyAnswer) => void;
}

/**
 * The SM suite for `publicKey` with its key wraps and large bodies in the worker `spawn` gives
 * (started on the first of them); `inPlace` is the whole suite on this thread, loaded only when
 * there is no worker.
 */
export function offloadSm(
  publicKey: string,
  spawn: () => BodyWorker | undefined,
  inPlace: () => Promise<CipherSuite>,
  threshold: number = OFFLOAD_THRESHOLD,
): CipherSuite {
  let worker: BodyWorker | undefined;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let local: Promise<CipherSuite> | undefined;
  const loadLocal = () => {
    local ??= inPlace();
    local.catch(() => {
      local = undefined; // a chunk that failed to load is asked again by the next call
    });
    return local;
  };
  const here = (request: BodyRequest) => answer(request, loadLocal);

  const start = (): BodyWorker | undefined => {
    if (worker || broken) return worker;
    try {
      worker = spawn();
    } catch {
      worker = undefined;
    }
    if (!worker) {
      broken = true;
      return undefined;
    }
    worker.addEventListener('message', ({ data }) => {
      const call = pending.get(data.id);
      pending.delete(data.id);
      call?.resolve(data);
    });
    worker.addEventListener('error', () => {
      // the worker could not load or crashed: what it held, and everything after, runs in place
      broken = true;
      worker?.terminate();
      worker = undefined;
      const calls = [...pending.values()];
      pending.clear();
      for (const call of calls) void here(call.request).then(call.resolve);
    });
    return worker;
  };

  const run = (request: BodyRequest, offload: boolean): Promise<BodyAnswer> => {
    const target = offload ? start() : undefined;
    if (!target) return here(request);
    return new Promise<BodyAnswer>((resolve) => {
      pending.set(request.id, { request, resolve });
      target.postMessage(request);
    });
  };

  const settle = (result: BodyAnswer): BodyAnswer & { ok: true } => {
    if (result.ok) return result;
    throw result.cipherError ? new CipherError(result.message) : new Error(result.message);
  };

  return {
    id: 'SM',
    async wrapKey(key) {
      const { wrapped } = settle(await run({ id: nextId++, op: 'wrap', key, publicKey }, true));
      if (wrapped === undefined) throw new CipherError('the worker answered without a wrapped key');
      return wrapped;
    },
    async seal(plain, key, aad) {
      const { sealed } = settle(await run({ id: nextId++, op: 'seal', plain, key, aad }, plain.length > threshold));
      if (!sealed) throw new CipherError('the worker answered without a sealed body');
      return sealed;
    },
    async open(sealed, key, aad) {
      const { plain } = settle(await run({ id: nextId++, op: 'open', sealed, key, aad }, sealed.payload.length > threshold));
      if (plain === undefined) throw new CipherError('the worker answered without a body');
      return plain;
    },
  };
}
