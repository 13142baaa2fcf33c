import { describe, expect, it } from 'vitest';
import { enUS } from '../../../src/i18n/en-US.ts';
import { pickLanguage } from '../../../src/i18n/index.ts';
import { zhCN } from '../../../src/i18n/zh-CN.ts';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('i18n catalogues', () => {
  it('en-US has exactly the keys of zh-CN, none empty', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
    for (const k of keys(enUS)) expect(k).not.toBe('');
  });
  it('keeps the spec texts verbatim in zh-CN (spec 000 §8, §9)', () => {
    expect(zhCN.app.loading).toBe('请稍候...');
    expect(zhCN.dialog.title).toBe('提示');
    expect(zhCN.dialog.confirm).toBe('确定');
  });
  it('defaults to zh-CN and accepts only known languages', () => {
    expect(pickLanguage(null)).toBe('zh-CN');
    expect(pickLanguage('fr-FR')).toBe('zh-CN');
    expect(pickLanguage('en-US')).toBe('en-US');
  });
});
