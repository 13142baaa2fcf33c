// The document's title follows the language (issue 49 item 10: `[Test] 企业网上银行` in English), with a
// test build's prefix in that language in front.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from '@/app/DocumentTitle.tsx';
import { TestEnvironment } from '@/app/TestEnvironment.tsx';
import { i18n } from '@/i18n/index.ts';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';

/** The title once the TestEnvironment's observer has run (a microtask after the change). */
const settledTitle = async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return document.title;
};

describe('DocumentTitle (issue 49 item 10)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('writes the language\'s title, and the other on a switch', async () => {
    document.title = '企业网上银行';
    render(<DocumentTitle />);
    expect(document.title).toBe('企业网上银行');
    await act(() => i18n.changeLanguage('en-US'));
    expect(document.title).toBe('Corporate Online Banking');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(document.title).toBe('企业网上银行');
  });

  it('keeps a test build\'s prefix in front, in the same language', async () => {
    if (!document.head.querySelector('title')) document.head.append(document.createElement('title'));
    document.title = '企业网上银行';
    render(
      <ChakraProvider value={defaultSystem}>
        <TestEnvironment />
        <DocumentTitle />
      </ChakraProvider>,
    );
    expect(await settledTitle()).toBe('[测试环境] 企业网上银行');
    await act(() => i18n.changeLanguage('en-US'));
    expect(await settledTitle()).toBe('[Test] Corporate Online Banking');
  });
});
