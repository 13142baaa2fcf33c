/**
 * Reads a chosen batch file off the page's main thread (issue 37): checking 10,000 lines and the SM3
 * digest of a few megabytes would freeze the upload screen for a moment, so a module worker
 * (./batch.worker.ts) does both. Where there are no workers (Node, unit tests in happy-dom) the same
 * functions run in place.
 */
import { i18n } from '@/i18n/index.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import { parseBatchFile, type BatchColumn, type BatchParse } from '@/protocol/batch/parse.ts';

export interface BatchRequest {
  bytes: ArrayBuffer;
  columns: readonly BatchColumn[];
}

export type BatchAnswer = { parse: BatchParse; digest: string } | { error: string };

export interface ParsedBatch {
  parse: BatchParse;
  digest: string;
  /** The file's bytes, as digested: what the upload sends. */
  bytes: Uint8Array;
}

export async function parseInWorker(file: Blob, columns: readonly BatchColumn[]): Promise<ParsedBatch> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (typeof Worker === 'undefined') return { parse: parseBatchFile(bytes, columns), digest: fileDigest(bytes), bytes };
  const worker = new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module', name: 'eis-batch' });
  try {
    const answer = await new Promise<BatchAnswer>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<BatchAnswer>) => {
        resolve(event.data);
      });
      worker.addEventListener('error', (event) => {
        reject(new Error(event.message || i18n.t('kit.batch.parseFailed')));
      });
      // the copy is moved, not copied again; the caller keeps the original to upload
      const copy = bytes.slice().buffer;
      worker.postMessage({ bytes: copy, columns } satisfies BatchRequest, [copy]);
    });
    if ('error' in answer) throw new Error(answer.error);
    return { parse: answer.parse, digest: answer.digest, bytes };
  } finally {
    worker.terminate();
  }
}
