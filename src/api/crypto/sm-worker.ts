/**
 * The worker of the SM suite (offload.ts): it wraps the call keys with SM2 and seals and opens
 * large bodies, so none of that holds up the page's main thread.
 */
import { answer, type BodyAnswer, type BodyRequest } from './offload.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import type { CipherSuite } from '@/protocol/crypto/suite.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BodyRequest>) => void): void;
  postMessage(message: BodyAnswer): void;
}

// one suite per gateway key (its tables are computed once)
const suites = new Map<string, CipherSuite>();
const suiteFor = (publicKey: string): Promise<CipherSuite> => {
  let suite = suites.get(publicKey);
  if (!suite) {
    try {
      suite = smClientSuite(publicKey);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    suites.set(publicKey, suite);
  }
  return Promise.resolve(suite);
};

const scope = self as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  void answer(event.data, suiteFor).then((result) => {
    scope.postMessage(result);
  });
});
