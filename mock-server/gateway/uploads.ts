/**
 * Uploaded files (spec 000 §7 upload; spec 001 §8) and the batch files a signed batch refers to
 * (issue 37). An upload is kept for its session, under the BATCH_NO it answers; a batch transaction
 * (x-eis-batch) books only a file of its session, uploaded for its TRANS_TYPE, not yet booked, whose
 * SM3 digest is the signed FILE_DIGEST and whose lines are all valid, counted and summed as signed. So
 * the rows a customer previewed and signed are the rows booked, once.
 */
import type { UploadResult } from '@/api/generated/areas/file/types.gen.ts';
import { batchFileOf } from '@/protocol/batch/of-operation.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import { parseBatchFile, problemText } from '@/protocol/batch/parse.ts';
import { safeFileName } from '@/protocol/file-name.ts';
import { MAX_UPLOAD_FILE_BYTES } from '@/protocol/upload-limits.ts';
import type { BatchLine } from '../bank/types.ts';
import { bankDate } from '../clock.ts';
import { Refusal } from '../refusal.ts';

export interface StoredUpload {
  batchNo: string;
  name: string;
  transType: string;
  bytes: Uint8Array;
  digest: string;
  /** Booked by a batch transaction: it cannot be booked again. */
  used: boolean;
  /** A batch transaction with this file is being booked: another waits for its outcome (refused meanwhile). */
  booking?: boolean;
}

/** Files kept per session; an older one goes when a session uploads more. */
export const MAX_UPLOADS_PER_SESSION = 20;

/** The multipart body's FILE and TRANS_TYPE (Prism has checked the form against the contract). */
async function formParts(raw: Uint8Array, contentType: string): Promise<{ file: File; transType: string }> {
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new Refusal('E0400', '上传请求格式不正确（应为 multipart/form-data）');
  }
  const file = form.get('FILE');
  const transType = form.get('TRANS_TYPE');
  if (!(file instanceof File)) throw new Refusal('E0400', '缺少上传文件（FILE）');
  if (typeof transType !== 'string' || transType === '') throw new Refusal('E0400', '缺少业务类型（TRANS_TYPE）');
  if (file.size === 0) throw new Refusal('FL0001', '上传的文件为空，请重新选择文件');
  if (file.size > MAX_UPLOAD_FILE_BYTES) throw new Refusal('FL0002', `上传的文件超过 ${String(MAX_UPLOAD_FILE_BYTES / 1024 / 1024)} MB 上限，请拆分后分批上传`);
  return { file, transType };
}

/** What Prism is sent of the file: the form's shape is its business, the size the gateway's (acceptUpload). */
const PRISM_FILE_BYTES = 1024;

/**
 * The upload as Prism is sent it, to check it against the contract: the same fields, the file under its
 * safe name and cut to its first kilobyte. Prism never sees a name as the client wrote it (`..\\x.csv`
 * stopped Prism's multipart reader, and every later call then failed), nor a body over its own limit
 * (it answers 413 below the contract's 10 MB); a body that is not a form is refused here.
 */
export async function formForPrism(raw: Uint8Array, contentType: string): Promise<FormData> {
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new Refusal('E0400', '上传请求格式不正确（应为 multipart/form-data）');
  }
  const out = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.append(name, value);
    else out.append(name, value.slice(0, PRISM_FILE_BYTES, value.type), safeFileName(value.name));
  }
  return out;
}

/** A session's uploads, by BATCH_NO. */
export type Uploads = Map<string, StoredUpload>;

/** Keeps the uploaded file among the session's; the answer the contract gives (UploadResult). */
export async function acceptUpload(
  raw: Uint8Array,
  contentType: string,
  uploads: Uploads,
  now: number,
): Promise<UploadResult> {
  const { file, transType } = await formParts(raw, contentType);
  // stored and echoed as its base name from an allowlist only: never `../../etc/cron.d/x.csv` (issue 50 item 4)
  const name = safeFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const date = bankDate(now);
  const day = date.replace(/-/g, '');
  const batchNo = `F${day}${String(now % 1e9).padStart(9, '0')}${String(uploads.size % 100).padStart(2, '0')}`.slice(0, 32);
  uploads.set(batchNo, { batchNo, name, transType, bytes, digest: fileDigest(bytes), used: false });
  for (const oldest of uploads.keys()) {
    if (uploads.size <= MAX_UPLOADS_PER_SESSION) break;
    uploads.delete(oldest);
  }
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? 'bin';
  const folder = `/upload/${date.replace(/-/g, '/')}/${batchNo}`;
  return {
    BATCH_NO: batchNo,
    FILES_PATH: folder,
    FILE_LIST: [{ FILE_TYPE: extension, FILE_FULL_PATH: `${folder}/${name}`, SYS_FILE_NAME: `${batchNo}_1.${extension}` }],
  };
}

/**
 * Why a batch transaction cannot be booked with the file it names, or undefined when it can (or the
 * operation signs for no file). Returns the file so that the booking marks it used.
 */
export function batchCheck(
  uploads: Uploads | undefined,
  operationId: string,
  request: Readonly<Record<string, unknown>>,
): Refusal | StoredUpload | undefined {
  const batch = batchFileOf(operationId);
  if (!batch) return undefined;
  const upload = typeof request.BATCH_NO === 'string' ? uploads?.get(request.BATCH_NO) : undefined;
  if (!upload) return new Refusal('BT0001', '批次号对应的批量文件不存在或不属于当前会话，请重新上传文件');
  if (upload.transType !== batch.transType) {
    return new Refusal('BT0002', `该文件按业务类型 ${upload.transType} 上传，不能用于本交易（应为 ${batch.transType}）`);
  }
  // booked, or being booked under another signature: one file, one booking
  if (upload.used || upload.booking) return new Refusal('BT0006', '该批量文件已提交记账，不能重复提交；如需再次付款请重新上传');
  if (upload.digest !== request.FILE_DIGEST) {
    return new Refusal('BT0003', '文件摘要与签名不符：所签的不是上传的文件，交易未受理');
  }
  const parsed = parseBatchFile(upload.bytes, batch.columns);
  const first = parsed.problems[0];
  if (first) {
    return new Refusal('BT0004', `批量文件有 ${String(parsed.problems.length)} 处错误（${problemText(first)}），交易未受理`);
  }
  if (String(parsed.count) !== request.TOTAL_COUNT || parsed.total !== request.TRAN_AMT) {
    return new Refusal('BT0005', `总笔数或总金额与文件不符：文件为 ${String(parsed.count)} 笔、${parsed.total} 元，交易未受理`);
  }
  return upload;
}

/** A checked batch file's lines, as the bank keeps them with the booking (issue 49 item 4). */
export function linesOf(upload: StoredUpload, operationId: string): BatchLine[] {
  const batch = batchFileOf(operationId);
  if (!batch) return [];
  return parseBatchFile(upload.bytes, batch.columns).rows.map((row) => ({
    payeeAcctNo: row.PAYEE_ACCT_NO ?? '', payeeName: row.PAYEE_ACCT_NAME ?? '', amount: row.TRAN_AMT ?? '',
    ...(row.REMARK ? { remark: row.REMARK } : {}),
  }));
}
