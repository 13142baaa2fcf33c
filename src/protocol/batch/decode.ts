/**
 * The text of a batch file (issue 37, spec 000 §7 upload). Customers save the template from Excel
 * or WPS: as UTF-8 (Excel's "CSV UTF-8" writes a byte-order mark) or, on Chinese Windows, as GBK.
 * The encoding is never guessed (issue 50 item 2): a byte-order mark says UTF-8; otherwise a file that
 * reads in exactly one of UTF-8 and GBK is in that one, and a file that reads in both as different
 * text is refused, with what to do. Such files are real: 郑谢 in GBK (D6 A3 D0 BB) is valid UTF-8
 * (֣л), so a GBK file with an English header previewed as gibberish while a bank reading GBK booked
 * the real names. Saved from the template (its Chinese header is never valid UTF-8 in GBK:
 * tests/unit/protocol/batch/decode.test.ts) or as UTF-8 with the mark, a file reads one way only.
 * UTF-16 ("Unicode text") is refused with a message that says what to do. TextDecoder knows GBK in
 * browsers and in Node 20 (full ICU). Pure.
 */

/** A file that cannot be read at all; its message is for the customer. */
export class BatchFileError extends Error {
  override name = 'BatchFileError';

  constructor(readonly code: 'encoding' | 'ambiguousEncoding', message: string) {
    super(message);
  }
}

export const UNSUPPORTED_ENCODING = '文件编码不受支持，请另存为 CSV（UTF-8 或 GBK）';
export const AMBIGUOUS_ENCODING =
  '无法确定文件编码：按 UTF-8 和按 GBK 读出的文字不同。请在 Excel 中另存为“CSV UTF-8（逗号分隔）”（带 BOM），或按下载的模板另存为 GBK 编码的 CSV，再重新选择文件';

export function decodeBatchFile(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'gbk' } {
  const [b0, b1, b2] = bytes;
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) throw new BatchFileError('encoding', UNSUPPORTED_ENCODING);
  const marked = b0 === 0xef && b1 === 0xbb && b2 === 0xbf;
  // the UTF-8 decoder drops the mark; a marked file that then is not UTF-8 is damaged, not GBK
  const utf8 = strictDecode('utf-8', bytes);
  const gbk = marked ? undefined : strictDecode('gbk', bytes);
  if (utf8 !== undefined && gbk !== undefined && utf8 !== gbk) throw new BatchFileError('ambiguousEncoding', AMBIGUOUS_ENCODING);
  const text = utf8 ?? gbk;
  // a NUL is never in a CSV: UTF-16 without a mark, or a workbook (.xlsx, .xls) picked by mistake
  if (text === undefined || text.includes('\0')) throw new BatchFileError('encoding', UNSUPPORTED_ENCODING);
  return { text, encoding: utf8 === undefined ? 'gbk' : 'utf-8' };
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
