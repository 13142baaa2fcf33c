// A formula in a cell, decided after normalising as a spreadsheet might (issue 50 item 3; OWASP CSV
// injection): the portal's downloads neutralise it, the batch reader flags it (issue 49 item 5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell } from '@/protocol/batch/csv.ts';
import { formulaText, startsFormula } from '@/protocol/batch/formula.ts';

describe('startsFormula', () => {
  it.each([
    '=1+1', '+86 138', '-2+3', '@SUM(A1)', '\tx', '\rx', '＝1+1', ' =1+1', '\u200B=1+1', '\u3000＠x', '\uFEFF=x', '\u2800-x', '﹦1',
  ])('takes %j for a formula', (text) => {
    expect(startsFormula(text)).toBe(true);
  });

  it.each(['张三', '-1.00', '+5', '－１.００', '-', '=', '1=1', 'a@b.cn', ''])('takes %j for data', (text) => {
    expect(startsFormula(text)).toBe(false);
  });

  it('reads the text as NFKC without the blanks and invisible characters in front', () => {
    expect(formulaText(' \u200B\u3000＝Ｓ')).toBe('=S');
  });

  it('is neutralised by csvCell whatever blanks and invisible characters come first (fast-check)', () => {
    const before = fc.array(fc.constantFrom(' ', '\u00A0', '\u3000', '\u200B', '\uFEFF', '\u2060', '\u034F'), { maxLength: 4 });
    const opener = fc.constantFrom('=', '+', '-', '@', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣');
    const rest = fc.constantFrom('SUM(A1)', 'cmd|x', 'A1+B1', 'HYPERLINK("x")');
    fc.assert(fc.property(before, opener, rest, (blanks, open, tail) => {
      const text = `${blanks.join('')}${open}${tail}`;
      expect(startsFormula(text)).toBe(true);
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    }));
  });
});
