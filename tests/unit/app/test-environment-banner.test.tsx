// The test banner names the tab's mock workspace (issue 52 item 1), in the page's language, as text:
// 测试环境 · 工作区 alice; default's tab says 测试环境 alone.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WORKSPACE_KEY } from '@/api/workspace.ts';
import { TestEnvironment } from '@/app/TestEnvironment.tsx';
import { i18n } from '@/i18n/index.ts';

const banner = () => {
  render(<ChakraProvider value={defaultSystem}><TestEnvironment /></ChakraProvider>);
  return screen.getByTestId('test-environment-banner');
};

afterEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('zh-CN');
});

describe('the test banner (issue 52 item 1)', () => {
  it('names the tab\'s workspace', () => {
    window.sessionStorage.setItem(WORKSPACE_KEY, 'alice');
    expect(banner().textContent).toBe('测试环境 · 工作区 alice');
  });

  it('in English too', async () => {
    window.sessionStorage.setItem(WORKSPACE_KEY, 'ci-42');
    await act(() => i18n.changeLanguage('en-US'));
    expect(banner().textContent).toBe('Test environment · workspace ci-42');
  });

  it('says 测试环境 alone in default\'s tab', () => {
    expect(banner().textContent).toBe('测试环境');
  });
});
