// Words meant for developers are not shown to customers (issue 49 item 3: the home page showed
// "此组件为脚手架：规格仅给出组件名称，内容待业务设计。"): no text of either catalogue speaks of scaffolds,
// the specification or business design still to come. The rendered widgets are scanned in the browser
// (tests/e2e/customer.test.ts), with the same words.
import { describe, expect, it } from 'vitest';
import { enUS } from '@/i18n/en-US.ts';
import { zhCN } from '@/i18n/zh-CN.ts';
import { DEVELOPER_WORDS } from '../../support/developer-words.ts';

/** Every text of a catalogue (every form of a counted one), with its key. */
function texts(node: unknown, key = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[key, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));
}

describe('the catalogues speak to customers (issue 49 item 3)', () => {
  it.each([['zh-CN', zhCN], ['en-US', enUS]] as const)('%s has no developer\'s words', (_name, catalogue) => {
    const all = texts(catalogue);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter(([, text]) => DEVELOPER_WORDS.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('recognises the words it looks for', () => {
    for (const text of [
      '此组件为脚手架：规格仅给出组件名称，内容待业务设计。', '此页面为脚手架：规格仅给出路由 /x', 'This widget is a scaffold',
      'its content awaits business design', 'the specification gives only its name',
    ]) expect(text).toMatch(DEVELOPER_WORDS);
    expect('该功能暂未在企业网上银行开通').not.toMatch(DEVELOPER_WORDS);
  });
});
