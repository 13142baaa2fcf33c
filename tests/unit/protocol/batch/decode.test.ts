// The text of a batch file: UTF-8 with or without a mark, GBK, UTF-16 refused, and the encoding never
// guessed: a file that reads both ways as different text is refused (issue 50 item 2). issue 37,
// spec 000 §7 upload.
import { describe, expect, it } from 'vitest';
import { fields } from '@/api/generated/fields.ts';
import { AMBIGUOUS_ENCODING, BatchFileError, decodeBatchFile } from '@/protocol/batch/decode.ts';
import { batchFileOf } from '@/protocol/batch/of-operation.ts';

const bytes = (hex: string) => new Uint8Array(hex.split(' ').map((h) => parseInt(h, 16)));
const UNSUPPORTED = '文件编码不受支持，请另存为 CSV（UTF-8 或 GBK）';

// 收款账号,收款户名,金额 CRLF 6222021234567890123,张三,12.50 CRLF, as Excel on Chinese Windows saves it
const GBK_FILE = bytes(
  'ca d5 bf ee d5 cb ba c5 2c ca d5 bf ee bb a7 c3 fb 2c bd f0 b6 ee 0d 0a '
  + '36 32 32 32 30 32 31 32 33 34 35 36 37 38 39 30 31 32 33 2c d5 c5 c8 fd 2c 31 32 2e 35 30 0d 0a',
);
const TEXT = '收款账号,收款户名,金额\r\n6222021234567890123,张三,12.50\r\n';

/** GBK's bytes of a character, from the decoder's own table (Node has no GBK encoder). */
const GBK_OF = (() => {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk', { fatal: true });
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      try {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (!table.has(char)) table.set(char, [lead, trail]);
      } catch {
        // not a character of GBK
      }
    }
  }
  return table;
})();
const inGbk = (text: string) =>
  new Uint8Array(Array.from(text).flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (GBK_OF.get(c) ?? []))));

describe('decodeBatchFile', () => {
  it('reads UTF-8 without a mark when it does not read as GBK', () => {
    const text = '员工姓名,工资卡号,金额,备注\r\n张伟,6230910050000000001,1000,11月工资\r\n';
    expect(decodeBatchFile(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
  });

  it('refuses a file that reads both ways as different text, saying how to save it (issue 50 item 2)', () => {
    // the review's case: GBK names under an English header; 郑谢 (D6 A3 D0 BB) is ֣л in UTF-8
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const gbkNames = new Uint8Array([...ascii('name,account,amount\r\n'), 0xd6, 0xa3, 0xd0, 0xbb, ...ascii(',6230910050000000001,100\r\n')]);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(gbkNames)).toContain('֣л');
    expect(() => decodeBatchFile(gbkNames)).toThrow(AMBIGUOUS_ENCODING);
    expect(() => decodeBatchFile(gbkNames)).toThrow(expect.objectContaining({ code: 'ambiguousEncoding' }));
    // and the other way round: UTF-8 without its mark that is valid GBK too
    expect(() => decodeBatchFile(new TextEncoder().encode(TEXT))).toThrow(AMBIGUOUS_ENCODING);
    // with the mark it is UTF-8, whatever GBK would make of it
    expect(decodeBatchFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(TEXT)])).encoding).toBe('utf-8');
  });

  it('reads every batch template saved as GBK one way only: its Chinese header is never UTF-8', () => {
    const operations = Object.keys(fields).filter((id) => batchFileOf(id));
    expect(operations.length).toBeGreaterThan(0);
    for (const id of operations) {
      const header = (batchFileOf(id)?.columns ?? []).map((c) => c.title).join(',');
      // the two names that read as UTF-8 in GBK under an English header cannot make the file ambiguous
      const file = inGbk(`${header}\r\n郑谢,6230910050000000001,100,郑谢\r\n`);
      expect(decodeBatchFile(file), id).toMatchObject({ encoding: 'gbk' });
    }
  });

  it('reads a file of ASCII alone as UTF-8 (it is the same text in GBK)', () => {
    expect(decodeBatchFile(new TextEncoder().encode('a,b\r\n1,2\r\n'))).toEqual({ text: 'a,b\r\n1,2\r\n', encoding: 'utf-8' });
  });

  it('strips the UTF-8 byte-order mark', () => {
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(TEXT)]);
    expect(decodeBatchFile(marked)).toEqual({ text: TEXT, encoding: 'utf-8' });
  });

  it('reads GBK', () => {
    expect(decodeBatchFile(GBK_FILE)).toEqual({ text: TEXT, encoding: 'gbk' });
    expect(decodeBatchFile(bytes('d5 c5 c8 fd'))).toEqual({ text: '张三', encoding: 'gbk' });
  });

  it('reads an empty file as empty UTF-8 text', () => {
    expect(decodeBatchFile(new Uint8Array(0))).toEqual({ text: '', encoding: 'utf-8' });
  });

  it.each([
    ['UTF-16 LE', 'ff fe 36 00 32 00'],
    ['UTF-16 BE', 'fe ff 00 36 00 32'],
    ['UTF-16 without a mark (NUL bytes)', '36 00 32 00 2c 00'],
    ['a workbook picked by mistake', '50 4b 03 04 14 00 06 00'],
    ['a marked file that is not UTF-8', 'ef bb bf d5 c5 c8 fd'],
    ['neither UTF-8 nor GBK', '81 20'],
  ])('refuses %s with a message that says what to do', (_n, hex) => {
    expect(() => decodeBatchFile(bytes(hex))).toThrow(BatchFileError);
    expect(() => decodeBatchFile(bytes(hex))).toThrow(UNSUPPORTED);
  });
});
