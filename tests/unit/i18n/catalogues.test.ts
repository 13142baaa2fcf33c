import { describe, expect, it } from 'vitest';
import { enUS } from '@/i18n/en-US.ts';
import { pickLanguage } from '@/i18n/index.ts';
import { zhCN } from '@/i18n/zh-CN.ts';

/** A counted text (PluralText): one leaf, its forms by plural category. */
const isPlural = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && 'other' in v;

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null && !isPlural(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** Every leaf of a catalogue: its key path and its value, whatever the value is (a counted text's every form). */
function leaves(o: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]): Array<[string, unknown]> =>
    typeof v === 'object' && v !== null && !isPlural(v) ? leaves(v, `${prefix}${k}.`)
      : isPlural(v) ? Object.values(v).map((form) => [`${prefix}${k}`, form]) : [[`${prefix}${k}`, v]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  it('en-US has exactly the keys of zh-CN, none empty', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
    for (const [name, catalogue] of [['zh-CN', zhCN], ['en-US', enUS]] as const) {
      const all = leaves(catalogue);
      expect(all.length, name).toBeGreaterThan(50);
      for (const [key, text] of all) {
        expect(typeof text, `${name} ${key}`).toBe('string');
        expect(String(text).trim(), `${name} ${key}`).not.toBe('');
      }
    }
  });
  it('en-US is a translation: the same {{name}} placeholders as zh-CN, in English', () => {
    const zh = new Map(leaves(zhCN));
    for (const [key, text] of leaves(enUS)) {
      expect(placeholders(String(text)), key).toEqual(placeholders(String(zh.get(key))));
    }
    // a counted text has its `other` form, and only the categories Intl.PluralRules knows
    const categories = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const counted = (o: object): Array<Record<string, unknown>> =>
      Object.values(o as Record<string, unknown>).flatMap((v) => (isPlural(v) ? [v] : typeof v === 'object' && v !== null ? counted(v) : []));
    expect(counted(enUS).length).toBeGreaterThan(3);
    for (const text of counted(enUS)) {
      expect(typeof text.other).toBe('string');
      for (const category of Object.keys(text)) expect(categories).toContain(category);
    }
    // the first-paint texts are not left in Chinese
    expect(enUS.app.loading).not.toBe(zhCN.app.loading);
    expect(enUS.dialog.confirm).not.toBe(zhCN.dialog.confirm);
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
