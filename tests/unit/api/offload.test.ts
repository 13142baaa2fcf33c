// Large bodies seal and open off the main thread (issue 17): the suite wrapper of offload.ts with a
// stand-in worker (the answers the real worker, sm-worker.ts, gives: `answer`).
import { describe, expect, it, vi } from 'vitest';
import { answer, type BodyAnswer, type BodyRequest, type BodyWorker, offloadLargeBodies } from '../../../src/api/crypto/offload.ts';
import { smClientSuite, smServerSuite } from '../../../src/api/crypto/sm.ts';
import { CipherError, type CipherSuite } from '../../../src/api/crypto/suite.ts';
import { testKeys } from '../../support/keys.ts';

/** A worker that answers only when told to (`flush`), like a thread that has not run yet. */
function standIn() {
  const inbox: BodyRequest[] = [];
  const onMessage: Array<(e: { data: BodyAnswer }) => void> = [];
  const onError: Array<(e: unknown) => void> = [];
  const state = { terminated: false };
  const worker: BodyWorker = {
    postMessage: (request) => inbox.push(structuredClone(request)),
    addEventListener: (type: 'message' | 'error', listener: (e: { data: BodyAnswer }) => void) => {
      (type === 'message' ? onMessage : onError).push(listener);
    },
    terminate: () => {
      state.terminated = true;
    },
  };
  const flush = () => {
    for (const request of inbox.splice(0)) for (const l of onMessage) l({ data: structuredClone(answer(request)) });
  };
  const fail = () => {
    for (const l of onError) l(new Event('error'));
  };
  return Object.assign(worker, { inbox, flush, fail, state });
}

const key = 'K1k2K3k4K5k6K7k8';
const aad = 'EIS-ENV/2\nSM\nPOST\n/api/payTransfer/batchTransferSub\nnonce\n2026-11-23 09:00:00\nrequest';
const large = JSON.stringify({ TRANS_NAME: '批量转账', LIST: '户'.repeat(40_000) });
const small = JSON.stringify({ TRANS_NAME: '单笔转账' });
const sm = () => smClientSuite(testKeys.sm2Public);
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true), () => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('offloadLargeBodies', () => {
  it('sends a large body to the worker and gives back what the worker sealed, which the gateway opens', async () => {
    const worker = standIn();
    const spawn = vi.fn(() => worker);
    const suite = offloadLargeBodies(sm(), spawn, 16 * 1024);
    const sealing = suite.seal(large, key, aad);
    expect(await settled(sealing)).toBe(false); // nothing was encrypted on this thread
    expect(worker.inbox.map((r) => r.op)).toEqual(['seal']);
    worker.flush();
    const sealed = await sealing;
    const gateway = smServerSuite(testKeys.sm2Private, testKeys.sm2Public);
    expect(await gateway.open(sealed, key, aad)).toBe(large);
    // and the other way: the gateway's large answer opens in the worker
    const answerBody = await gateway.seal(large, key, aad);
    const opening = suite.open(answerBody, key, aad);
    expect(worker.inbox.map((r) => r.op)).toEqual(['open']);
    worker.flush();
    expect(await opening).toBe(large);
    expect(spawn).toHaveBeenCalledTimes(1); // one worker for every call
  });

  it('seals and opens small bodies in place, without starting a worker', async () => {
    const spawn = vi.fn(() => standIn());
    const suite = offloadLargeBodies(sm(), spawn, 16 * 1024);
    expect(await suite.open(await suite.seal(small, key, aad), key, aad)).toBe(small);
    expect(spawn).not.toHaveBeenCalled();
    expect(suite.id).toBe('SM');
    expect(await suite.wrapKey(key)).toMatch(/^04[0-9a-f]+$/);
  });

  it('rejects with CipherError when the worker finds the body altered', async () => {
    const worker = standIn();
    const suite = offloadLargeBodies(sm(), () => worker, 16 * 1024);
    const sealing = suite.seal(large, key, aad);
    worker.flush();
    const sealed = await sealing;
    const opening = suite.open({ ...sealed, payload: `${sealed.payload.slice(0, -2)}00` }, key, aad);
    worker.flush();
    await expect(opening).rejects.toBeInstanceOf(CipherError);
    const elsewhere = suite.open(sealed, key, `${aad}!`);
    worker.flush();
    await expect(elsewhere).rejects.toThrow(/digest/);
  });

  it('runs in place where there is no worker, and after a worker failed (what it held included)', async () => {
    const none = offloadLargeBodies(sm(), () => undefined, 16 * 1024);
    expect(await none.open(await none.seal(large, key, aad), key, aad)).toBe(large);
    const throwing = offloadLargeBodies(sm(), () => {
      throw new Error('SecurityError');
    }, 16 * 1024);
    expect(await throwing.open(await throwing.seal(large, key, aad), key, aad)).toBe(large);

    const worker = standIn();
    const spawn = vi.fn(() => worker);
    const suite = offloadLargeBodies(sm(), spawn, 16 * 1024);
    const held = suite.seal(large, key, aad);
    worker.fail();
    expect(worker.state.terminated).toBe(true);
    const sealed = await held;
    expect(await suite.open(sealed, key, aad)).toBe(large);
    expect(worker.inbox).toHaveLength(1); // only the first went to the worker
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it('leaves a suite other than SM as it is (WebCrypto works off the main thread already)', () => {
    const wc = { id: 'WC' } as CipherSuite;
    expect(offloadLargeBodies(wc, () => standIn())).toBe(wc);
  });
});
