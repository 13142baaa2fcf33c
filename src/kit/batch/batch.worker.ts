/**
 * The worker of ./parse-in-worker.ts: checks a batch file and digests its bytes, one request per
 * worker. Any failure is answered, so the page never waits for a reply that does not come.
 */
import type { BatchAnswer, BatchRequest } from './parse-in-worker.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import { parseBatchFile } from '@/protocol/batch/parse.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BatchRequest>) => void): void;
  postMessage(message: BatchAnswer): void;
}

const scope = self as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  let answer: BatchAnswer;
  try {
    const bytes = new Uint8Array(event.data.bytes);
    answer = { parse: parseBatchFile(bytes, event.data.columns), digest: fileDigest(bytes) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
});
