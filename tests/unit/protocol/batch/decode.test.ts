// The text of a batch file: UTF-8 with or without a mark, GBK, UTF-16 refused. issue 37, spec 000 §7 upload.
import { describe, expect, it } from 'vitest';
import { BatchFileError, decodeBatchFile } from '@/protocol/batch/decode.ts';

const bytes = (hex: string) => new Uint8Array(hex.split(' ').map((h) => parseInt(h, 16)));
const UNSUPPORTED = '文件编码不受支持，请另存为 CSV（UTF-8 或 GBK）';

// 收款账号,收款户名,金额 CRLF 6222021234567890123,张三,12.50 CRLF, as Excel on Chinese Windows saves it
const GBK_FILE = bytes(
  'ca d5 bf ee d5 cb ba c5 2c ca d5 bf ee bb a7 c3 fb 2c bd f0 b6 ee 0d 0a '
  + '36 32 32 32 30 32 31 32 33 34 35 36 37 38 39 30 31 32 33 2c d5 c5 c8 fd 2c 31 32 2e 35 30 0d 0a',
);
const TEXT = '收款账号,收款户名,金额\r\n6222021234567890123,张三,12.50\r\n';

describe('decodeBatchFile', () => {
  it('reads UTF-8', () => {
    expect(decodeBatchFile(new TextEncoder().encode(TEXT))).toEqual({ text: TEXT, encoding: 'utf-8' });
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
