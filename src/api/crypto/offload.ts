/**
 * Large bodies seal and open off the main thread (issue 17): a suite wrapper that hands any body
 * over `threshold` characters to a worker running the SM body cipher (sm-worker.ts), so a batch
 * file of 64 KB never holds up typing; smaller bodies, and everything when no worker can be had
 * (Node, tests, a browser that refuses it), run in place. The key wrap stays with the inner suite.
 * The worker starts on the first large body; if it fails, that call and the later ones run in place.
 */
import { openSm, sealSm } from './sm-body.ts';
import { CipherError, type CipherSuite, type Sealed } from './suite.ts';

/** Bodies of more characters than this go to the worker (about 8 ms of work on a slow machine at 64 KB). */
export const OFFLOAD_THRESHOLD = 16 * 1024;

export type BodyRequest =
  | { id: number; op: 'seal'; plain: string; key: string; aad: string }
  | { id: number; op: 'open'; sealed: Sealed; key: string; aad: string };

export type BodyAnswer =
  | { id: number; ok: true; sealed?: Sealed; plain?: string }
  | { id: number; ok: false; cipherError: boolean; message: string };

/** The worker's side: one request, one answer (sm-worker.ts). */
export function answer(request: BodyRequest): BodyAnswer {
  try {
    return request.op === 'seal'
      ? { id: request.id, ok: true, sealed: sealSm(request.plain, request.key, request.aad) }
      : { id: request.id, ok: true, plain: openSm(request.sealed, request.key, request.aad) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: request.id, ok: false, cipherError: error instanceof CipherError, message };
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

/** Wraps an SM suite; other suites (WebCrypto works off the main thread already) come back as they are. */
export function offloadLargeBodies(
  suite: CipherSuite,
  spawn: () => BodyWorker | undefined,
  threshold: number = OFFLOAD_THRESHOLD,
): CipherSuite {
  if (suite.id !== 'SM') return suite;
  let worker: BodyWorker | undefined;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

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
      for (const call of calls) call.resolve(answer(call.request));
    });
    return worker;
  };

  const run = async (request: BodyRequest, size: number): Promise<BodyAnswer> => {
    const target = size > threshold ? start() : undefined;
    if (!target) return answer(request);
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
    id: suite.id,
    wrapKey: (key) => suite.wrapKey(key),
    async seal(plain, key, aad) {
      if (plain.length <= threshold) return suite.seal(plain, key, aad);
      const { sealed } = settle(await run({ id: nextId++, op: 'seal', plain, key, aad }, plain.length));
      if (!sealed) throw new CipherError('the worker answered without a sealed body');
      return sealed;
    },
    async open(sealed, key, aad) {
      if (sealed.payload.length <= threshold) return suite.open(sealed, key, aad);
      const { plain } = settle(await run({ id: nextId++, op: 'open', sealed, key, aad }, sealed.payload.length));
      if (plain === undefined) throw new CipherError('the worker answered without a body');
      return plain;
    },
  };
}
