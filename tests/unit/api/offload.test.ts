// The SM suite's heavy work off the main thread: key wraps (issue 16, start-up work) and large bodies
// (issue 17), offload.ts with a stand-in worker that answers as the real one (sm-worker.ts) does.
import { describe, expect, it, vi } from 'vitest';
import { answer, type BodyAnswer, type BodyRequest, type BodyWorker, offloadSm } from '@/api/crypto/offload.ts';
import { smClientSuite, smServerSuite } from '@/protocol/crypto/sm.ts';
import { CipherError, type CipherSuite } from '@/protocol/crypto/suite.ts';
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
  /** Answers everything received so far, as sm-worker.ts does (SM2 for the wraps). */
  const flush = async () => {
    for (const request of inbox.splice(0)) {
      const data = structuredClone(await answer(request, (publicKey) => Promise.resolve(smClientSuite(publicKey))));
      for (const l of onMessage) l({ data });
    }
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
const gateway = smServerSuite(testKeys.sm2Private, testKeys.sm2Public);
/** The in-place suite, counting its loads. */
const inPlace = () => {
  const load = vi.fn(() => Promise.resolve(smClientSuite(testKeys.sm2Public)));
  return load;
};
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true), () => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('offloadSm', () => {
  it('wraps keys in the worker, which the gateway unwraps, without loading SM2 on this thread', async () => {
    const worker = standIn();
    const spawn = vi.fn(() => worker);
    const local = inPlace();
    const suite = offloadSm(testKeys.sm2Public, spawn, local, 16 * 1024);
    expect(suite.id).toBe('SM');
    const wrapping = suite.wrapKey(key);
    expect(await settled(wrapping)).toBe(false); // nothing was wrapped on this thread
    expect(worker.inbox).toEqual([{ id: 1, op: 'wrap', key, publicKey: testKeys.sm2Public }]);
    await worker.flush();
    expect(await gateway.unwrapKey(await wrapping)).toBe(key);
    expect(local).not.toHaveBeenCalled();
  });

  it('sends a large body to the worker and gives back what the worker sealed, which the gateway opens', async () => {
    const worker = standIn();
    const spawn = vi.fn(() => worker);
    const suite = offloadSm(testKeys.sm2Public, spawn, inPlace(), 16 * 1024);
    const sealing = suite.seal(large, key, aad);
    expect(await settled(sealing)).toBe(false);
    expect(worker.inbox.map((r) => r.op)).toEqual(['seal']);
    await worker.flush();
    const sealed = await sealing;
    expect(await gateway.open(sealed, key, aad)).toBe(large);
    // and the other way: the gateway's large answer opens in the worker
    const opening = suite.open(await gateway.seal(large, key, aad), key, aad);
    expect(worker.inbox.map((r) => r.op)).toEqual(['open']);
    await worker.flush();
    expect(await opening).toBe(large);
    expect(spawn).toHaveBeenCalledTimes(1); // one worker for every call
  });

  it('seals and opens small bodies in place, without a worker and without SM2', async () => {
    const spawn = vi.fn(() => standIn());
    const local = inPlace();
    const suite = offloadSm(testKeys.sm2Public, spawn, local, 16 * 1024);
    const sealed = await suite.seal(small, key, aad);
    expect(await gateway.open(sealed, key, aad)).toBe(small);
    expect(await suite.open(await gateway.seal(small, key, aad), key, aad)).toBe(small);
    expect(spawn).not.toHaveBeenCalled();
    expect(local).not.toHaveBeenCalled();
  });

  it('rejects with CipherError when a body was altered or belongs to another call, in the worker and in place', async () => {
    const worker = standIn();
    const suite = offloadSm(testKeys.sm2Public, () => worker, inPlace(), 16 * 1024);
    const big = await gateway.seal(large, key, aad);
    const altered = suite.open({ ...big, payload: `${big.payload.slice(0, -2)}00` }, key, aad);
    await worker.flush();
    await expect(altered).rejects.toBeInstanceOf(CipherError);
    const elsewhere = suite.open(big, key, `${aad}!`);
    await worker.flush();
    await expect(elsewhere).rejects.toThrow(/digest/);
    const little = await gateway.seal(small, key, aad);
    await expect(suite.open({ ...little, digest: undefined }, key, aad)).rejects.toBeInstanceOf(CipherError);
  });

  it('does everything in place where there is no worker, loading the in-place suite once', async () => {
    for (const spawn of [() => undefined, () => {
      throw new Error('SecurityError');
    }]) {
      const local = inPlace();
      const none = offloadSm(testKeys.sm2Public, spawn, local, 16 * 1024);
      expect(await gateway.open(await none.seal(large, key, aad), key, aad)).toBe(large);
      expect(await gateway.unwrapKey(await none.wrapKey(key))).toBe(key);
      expect(await gateway.unwrapKey(await none.wrapKey(key))).toBe(key);
      expect(local).toHaveBeenCalledTimes(1);
    }
  });

  it('runs in place what a failed worker held, and everything after', async () => {
    const worker = standIn();
    const spawn = vi.fn(() => worker);
    const local = inPlace();
    const suite = offloadSm(testKeys.sm2Public, spawn, local, 16 * 1024);
    const wrapping = suite.wrapKey(key);
    const sealing = suite.seal(large, key, aad);
    worker.fail();
    expect(worker.state.terminated).toBe(true);
    expect(await gateway.unwrapKey(await wrapping)).toBe(key);
    expect(await gateway.open(await sealing, key, aad)).toBe(large);
    expect(await suite.open(await gateway.seal(large, key, aad), key, aad)).toBe(large);
    expect(worker.inbox.map((r) => r.op)).toEqual(['wrap', 'seal']); // only those went to the worker
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it('asks again for an in-place suite whose chunk failed to load', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(smClientSuite(testKeys.sm2Public));
    const suite = offloadSm(testKeys.sm2Public, () => undefined, load as () => Promise<CipherSuite>, 16 * 1024);
    await expect(suite.wrapKey(key)).rejects.toThrow(/dynamically imported/);
    expect(await gateway.unwrapKey(await suite.wrapKey(key))).toBe(key);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a wrong gateway key back as a CipherError from the worker', async () => {
    const worker = standIn();
    const suite = offloadSm('04abc', () => worker, inPlace(), 16 * 1024);
    const wrapping = suite.wrapKey(key);
    await worker.flush();
    await expect(wrapping).rejects.toThrow(new CipherError('the SM2 public key is not an uncompressed hex point'));
  });
});
