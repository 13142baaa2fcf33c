/**
 * The text of a batch file (issue 37, spec 000 §7 upload). Customers save the template from Excel
 * or WPS: as UTF-8 (often with a byte-order mark) or, on Chinese Windows, as GBK. The bytes say
 * which: UTF-8 is strict enough that GBK text almost never passes as UTF-8, so a file that decodes
 * as UTF-8 is UTF-8 and anything else is read as GBK. UTF-16 ("Unicode text") is refused with a
 * message that says what to do. TextDecoder knows GBK in browsers and in Node 20 (full ICU). Pure.
 */

/** A file that cannot be read at all; its message is for the customer. */
export class BatchFileError extends Error {
  override name = 'BatchFileError';
}

export const UNSUPPORTED_ENCODING = '文件编码不受支持，请另存为 CSV（UTF-8 或 GBK）';

export function decodeBatchFile(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'gbk' } {
  const [b0, b1, b2] = bytes;
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) throw new BatchFileError(UNSUPPORTED_ENCODING);
  const marked = b0 === 0xef && b1 === 0xbb && b2 === 0xbf;
  let encoding: 'utf-8' | 'gbk' = 'utf-8';
  // the UTF-8 decoder drops the mark; a marked file that then is not UTF-8 is damaged, not GBK
  let text = strictDecode('utf-8', bytes);
  if (text === undefined && !marked) {
    encoding = 'gbk';
    text = strictDecode('gbk', bytes);
  }
  // a NUL is never in a CSV: UTF-16 without a mark, or a workbook (.xlsx, .xls) picked by mistake
  if (text === undefined || text.includes('\0')) throw new BatchFileError(UNSUPPORTED_ENCODING);
  return { text, encoding };
}

/**
 * The text, or undefined when the bytes are not in that encoding. Fatal for GBK too: a replacement
 * character (U+FFFD) in a payee's name would otherwise go to the bank.
 */
function strictDecode(encoding: 'utf-8' | 'gbk', bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
