// A batch file of one line, the contract's row example, uploaded in the client's session as the
// portal uploads it (multipart, FILE and TRANS_TYPE, never encrypted): the values a batch signs for it.
import type { RunningMock } from '../../mock-server/server.ts';
import { batchFileOf } from '@/protocol/batch/of-operation.ts';
import { batchTemplate } from '@/protocol/batch/csv.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { wireHeaders } from '@/protocol/wire-format.ts';
import { clientFetch } from './mock-session.ts';

export interface UploadReply {
  head: { STATUS: string; MSG?: string };
  body?: { BATCH_NO: string; FILE_LIST?: Array<Record<string, string>> };
}

/** Uploads these bytes in the client's session (or with this fetch). */
export async function upload(mock: RunningMock, content: Uint8Array, transType: string, name = 'batch.csv', via = clientFetch()): Promise<UploadReply> {
  const form = new FormData();
  form.append('FILE', new Blob([new Uint8Array(content)], { type: 'text/csv' }), name);
  form.append('TRANS_TYPE', transType);
  form.append('H_MENU_ID', '');
  form.append('H_CHNL_ID', 'ET');
  const response = await via(`${mock.url}/api/file/uploadFile`, { method: 'POST', headers: wireHeaders(Date.now()), body: form });
  return (await response.json()) as UploadReply;
}

/** The operation's template with its example line, uploaded: BATCH_NO, TOTAL_COUNT, TRAN_AMT and FILE_DIGEST. */
export async function uploadedExample(mock: RunningMock, operationId: string): Promise<Values> {
  const file = batchFileOf(operationId);
  if (!file?.example) throw new Error(`${operationId} has no batch file with an example line`);
  const content = new TextEncoder().encode(batchTemplate(file.columns, [file.example]));
  const reply = await upload(mock, content, file.transType);
  if (!reply.body) throw new Error(`upload refused: ${reply.head.STATUS} ${reply.head.MSG ?? ''}`);
  return { BATCH_NO: reply.body.BATCH_NO, TOTAL_COUNT: '1', TRAN_AMT: file.example.TRAN_AMT ?? '', FILE_DIGEST: fileDigest(content) };
}
