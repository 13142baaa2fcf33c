/**
 * The worker that seals and opens large SM bodies off the main thread (offload.ts). It loads the
 * body cipher alone (SM4, SM3: no SM2, no sm-crypto-v2).
 */
import { answer, type BodyAnswer, type BodyRequest } from './offload.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BodyRequest>) => void): void;
  postMessage(message: BodyAnswer): void;
}

const scope = self as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  scope.postMessage(answer(event.data));
});
