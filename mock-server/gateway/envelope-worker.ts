/**
 * The gateway's envelope work on a worker thread (issue 15 finding 13): opening a large request and
 * sealing a large answer is SM4 in JavaScript, hundreds of milliseconds for a megabyte, which on the
 * gateway's own thread would stall every other call meanwhile. Small bodies stay on the gateway's
 * thread (a round trip to the worker costs more than their work). Started by ./envelope-offload.ts.
 */
import { parentPort } from 'node:worker_threads';
import { openRequest, type OpenedRequest, sealResponse } from '@/protocol/crypto/envelope.ts';
import { serverSuites } from '../keys.ts';
import type { OffloadReply, OffloadTask } from './envelope-offload.ts';

const suites = serverSuites();

async function run(task: OffloadTask): Promise<OffloadReply> {
  try {
    if (task.kind === 'open') {
      const opened: OpenedRequest = await openRequest(await suites, task.body, task.headers, task.binding);
      return { id: task.id, ok: true, opened };
    }
    const suite = (await suites)[task.suite];
    const sealed = await sealResponse(suite, task.json, task.opened);
    return { id: task.id, ok: true, sealed };
  } catch (error) {
    return { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (task: OffloadTask) => {
  void run(task).then((reply) => parentPort?.postMessage(reply));
});
