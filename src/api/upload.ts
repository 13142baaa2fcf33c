/**
 * Upload (spec 000 §3, §7; spec 001 §7, §8): POST /api/file/uploadFile as multipart with
 * TRANS_TYPE, never encrypted, with progress. fetch cannot report upload progress, so this is the
 * one call made with XMLHttpRequest; it shares the headers, status mapping and toasts of the client.
 * In test mode it is stubbed and answers 上传成功.
 */
import { bankNow } from './clock.ts';
import { currentBaseUrl } from './client.ts';
import { reactToFailure } from './middleware/failure.ts';
import { wireContext } from './wire-context.ts';
import { type DevToggles, readDevToggles } from './dev-toggles.ts';
import { ApiError } from './errors.ts';
import { workspaceHeaders } from './workspace.ts';
import type { UploadResult } from './generated/areas/file/types.gen.ts';
import { bankTime } from '@/protocol/bank-time.ts';
import { CHANNEL, classifyHead, SERVICE_EXCEPTION, transportMessage, wireHeaders } from '@/protocol/wire-format.ts';
import { safeFileName } from '@/protocol/file-name.ts';

export const UPLOAD_PATH = '/api/file/uploadFile';
export const UPLOAD_STUB_MESSAGE = '上传成功';

export interface UploadOptions {
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  silent?: boolean;
  toggles?: DevToggles;
}

export interface UploadAnswer {
  head: { STATUS: string; MSG?: string };
  body: UploadResult;
}

/** Test mode's answer, made from the file itself (spec 001 §8: the stub answers 上传成功). */
export function uploadStub(file: Blob, chosenName: string, now: number = bankNow()): UploadAnswer {
  const fileName = safeFileName(chosenName);
  // the bank's time to the millisecond: a batch number per upload
  const stamp = `${bankTime(now).compact}${String(now % 1000).padStart(3, '0')}`;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? (file.type.split('/')[1] ?? 'bin');
  return {
    head: { STATUS: '000000', MSG: UPLOAD_STUB_MESSAGE },
    body: {
      BATCH_NO: `TEST${stamp}`,
      FILES_PATH: `/test-mode/${stamp}`,
      FILE_LIST: [{ FILE_TYPE: extension, FILE_FULL_PATH: `/test-mode/${stamp}/${fileName}`, SYS_FILE_NAME: fileName }],
    },
  };
}

export function uploadFile(
  file: Blob,
  fileName: string,
  transType: string,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  const toggles = options.toggles ?? readDevToggles();
  const silent = options.silent ?? false;
  if (toggles.testMode) {
    options.onProgress?.(1);
    return Promise.resolve(uploadStub(file, fileName));
  }
  const form = new FormData();
  // the base name from an allowlist only, whatever the caller passed (issue 50 item 4)
  form.append('FILE', file, safeFileName(fileName));
  form.append('TRANS_TYPE', transType);
  form.append('H_MENU_ID', wireContext().menuId);
  form.append('H_CHNL_ID', CHANNEL);

  return new Promise<UploadAnswer>((resolve, reject) => {
    const fail = (error: ApiError) => {
      reactToFailure(error, UPLOAD_PATH, silent);
      reject(error);
    };
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${currentBaseUrl(toggles)}${UPLOAD_PATH}`);
    xhr.withCredentials = true;
    const headers = { ...wireHeaders(bankNow()), ...workspaceHeaders() };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(new ApiError(`HTTP_${xhr.status}`, transportMessage({ name: 'HTTPError' }, data ?? xhr.responseText), 'uploadFile'));
        return;
      }
      const answer = data as Partial<UploadAnswer> | undefined;
      const outcome = classifyHead(answer?.head);
      if (outcome.kind !== 'ok') {
        fail(new ApiError(outcome.status, outcome.message, 'uploadFile'));
      } else if (!answer?.body) {
        fail(new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, 'uploadFile'));
      } else {
        options.onProgress?.(1);
        resolve(answer as UploadAnswer);
      }
    };
    xhr.onerror = () => {
      fail(new ApiError('NETWORK', SERVICE_EXCEPTION, 'uploadFile'));
    };
    xhr.onabort = () => {
      reject(new ApiError('ABORTED', '上传已取消', 'uploadFile'));
    };
    options.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
}
