/**
 * What a chosen file must be before anything is sent (issue 37; spec 000 §7 upload): not empty, at
 * most the one upload limit (src/protocol/upload-limits.ts: the contract's 10 MB, which nginx and the
 * mock gateway take with the form around it; issue 50 item 4), and of a type the screen reads. A batch
 * screen reads CSV only: an Excel workbook gets the way to save it as CSV, not a refusal that
 * leaves the customer guessing. Pure but for the language of its messages (i18n.t at call time).
 */
import { i18n } from '@/i18n/index.ts';
import { MAX_UPLOAD_FILE_BYTES } from '@/protocol/upload-limits.ts';

/** uploadFile's FILE maxLength in the contract: 10 MB. */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_FILE_BYTES;

/** A batch file: CSV (a .txt saved from a bank's template is CSV too). */
export const BATCH_TYPES = ['csv', 'txt'] as const;

/** A document upload (单据上传, 收款人批量导入): spreadsheets, PDF, scans and a zip of them. */
export const DOCUMENT_TYPES = ['csv', 'xls', 'xlsx', 'pdf', 'jpg', 'jpeg', 'png', 'zip'] as const;

export interface ChosenFile {
  name: string;
  size: number;
}

/** The file's extension in lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

const megabytes = (bytes: number, places: number) => `${(bytes / 1024 / 1024).toFixed(places)} MB`;

/** The limit as the user reads it before choosing a file: `10 MB`. */
export const uploadLimit = (maxBytes = MAX_UPLOAD_BYTES): string => megabytes(maxBytes, 0);

/** Why this file cannot be taken, in the current language; undefined when it can. */
export function fileProblem(
  file: ChosenFile,
  types: readonly string[],
  maxBytes = MAX_UPLOAD_BYTES,
): string | undefined {
  const extension = extensionOf(file.name);
  if (!types.includes(extension)) {
    if (!types.includes('xlsx') && (extension === 'xlsx' || extension === 'xls')) {
      return i18n.t('kit.upload.csvOnly');
    }
    return i18n.t('kit.upload.badType', {
      extension: extension ? `.${extension}` : i18n.t('kit.upload.noExtension'),
      types: types.map((t) => `.${t}`).join(i18n.t('kit.upload.separator')),
    });
  }
  if (file.size === 0) return i18n.t('kit.upload.empty');
  if (file.size > maxBytes) return i18n.t('kit.upload.tooBig', { size: megabytes(file.size, 2), max: megabytes(maxBytes, 0) });
  return undefined;
}
