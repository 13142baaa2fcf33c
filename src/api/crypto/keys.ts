/**
 * Keys for calls: one fresh key per call, wrapped ahead of time. The SM2 wrap (milliseconds) does
 * not depend on the body, so the next call's key is prepared while the browser is idle and taken
 * off the critical path; each prepared key is used for exactly one call.
 */
import type { PreparedKey } from '@/protocol/crypto/envelope.ts';
import { type CipherSuite, randomKey } from '@/protocol/crypto/suite.ts';

const POOL_SIZE = 2;

type Idle = (run: () => void) => void;
const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 0);
};

export function createKeyPool(suite: CipherSuite, idle: Idle = whenIdle) {
  const ready: Array<Promise<PreparedKey>> = [];
  let filling = false;
  const prepare = async (): Promise<PreparedKey> => {
    const key = randomKey();
    return { key, wrapped: await suite.wrapKey(key) };
  };
  const refill = () => {
    if (filling || ready.length >= POOL_SIZE) return;
    filling = true;
    idle(() => {
      filling = false;
      while (ready.length < POOL_SIZE) {
        const next = prepare();
        next.catch(() => undefined); // a failed prepare is reported when it is taken
        ready.push(next);
      }
    });
  };
  return {
    /** A key no other call has used or will use. */
    take(): Promise<PreparedKey> {
      const next = ready.shift() ?? prepare();
      refill();
      return next;
    },
    /** Prepares keys now (at start-up, before the first call). */
    warm(): void {
      refill();
    },
  };
}
