// A test environment's title (issue 39 item 4): the prefix once, in the page's language.
import { describe, expect, it } from 'vitest';
import { prefixedTitle } from '@/app/test-environment.ts';

const KNOWN = ['[测试环境]', '[Test]'];

describe('prefixedTitle', () => {
  it.each([
    ['企业网银', '[测试环境]', '[测试环境] 企业网银'],
    ['[测试环境] 企业网银', '[测试环境]', '[测试环境] 企业网银'],
    ['[测试环境] 企业网银', '[Test]', '[Test] 企业网银'],
    ['[Test] Corporate banking', '[测试环境]', '[测试环境] Corporate banking'],
    ['', '[Test]', '[Test] '],
    ['[Test]Corporate', '[Test]', '[Test] [Test]Corporate'],
  ])('%j with %j -> %j', (title, prefix, shown) => {
    expect(prefixedTitle(title, prefix, KNOWN)).toBe(shown);
  });
});
