// The name an uploaded file keeps (issue 50 item 4): `../../../../etc/cron.d/x.csv` came back in
// FILE_FULL_PATH with its `..` segments. The portal sends, shows and the gateway stores and echoes the
// base name, from an allowlist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME, safeFileName } from '@/protocol/file-name.ts';

describe('safeFileName', () => {
  it.each([
    ['a path up and away', '../../../../etc/cron.d/x.csv', 'x.csv'],
    ['a Windows path', '..\\..\\x.csv', 'x.csv'],
    ['full-width slashes (NFKC)', '..／..／x.csv', 'x.csv'],
    ['a Chinese name with a space', '11月 工资.csv', '11月_工资.csv'],
    ['full-width brackets (NFKC)', '報表（1）.csv', '報表(1).csv'],
    ['a right-to-left override', 'x\u202Ecsv.exe', 'x_csv.exe'],
    ['percent escapes', '%2e%2e%2fx.csv', '2e_2e_2fx.csv'],
    ['an option-like name', '-rf.csv', 'rf.csv'],
    ['a hidden file', '.csv', 'file.csv'],
    ['dots only', '..', 'file'],
    ['a folder', 'a/b/', 'file'],
    ['a trailing dot', 'x.csv.', 'x.csv'],
    ['a quote', 'a"b.csv', 'a_b.csv'],
  ])('keeps %s as its base name', (_name, name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps at most 100 characters, the extension kept', () => {
    const safe = safeFileName(`${'长'.repeat(150)}.xlsx`);
    expect(Array.from(safe)).toHaveLength(MAX_FILE_NAME);
    expect(safe.endsWith('.xlsx')).toBe(true);
  });

  it('gives a name of the allowlist only, never a path, whatever it is given (fast-check)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
      const safe = safeFileName(name);
      expect(safe).toMatch(/^[\p{Script=Han}A-Za-z0-9()][\p{Script=Han}A-Za-z0-9.\-_()]*$/u);
      expect(safe).not.toContain('..');
      expect(Array.from(safe).length).toBeLessThanOrEqual(MAX_FILE_NAME);
      expect(safeFileName(safe)).toBe(safe);
    }));
  });
});
