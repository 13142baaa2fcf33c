import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '@/app/theme.ts';
import ErrorPage, { errorKind, errorSubtitle, MAX_MESSAGE_LENGTH } from '@/shell/ErrorPage.tsx';

describe('errorKind (spec 000 §2 "Error page")', () => {
  it.each([
    ['401', '401'],
    ['404', '404'],
    ['500', '404'],
    [undefined, '404'],
    ['401x', '404'],
  ])('code %s shows %s', (code, kind) => {
    expect(errorKind(code)).toBe(kind);
  });
});

describe('errorSubtitle', () => {
  it('falls back to the page text when the message is missing or blank', () => {
    expect(errorSubtitle(null, 'fallback')).toBe('fallback');
    expect(errorSubtitle('   ', 'fallback')).toBe('fallback');
  });
  it('uses the message, trimmed', () => {
    expect(errorSubtitle('  菜单已停用 ', 'fallback')).toBe('菜单已停用');
  });
  it('cuts an overlong message', () => {
    const long = '长'.repeat(MAX_MESSAGE_LENGTH + 50);
    const shown = errorSubtitle(long, 'fallback');
    expect(shown).toHaveLength(MAX_MESSAGE_LENGTH + 1);
    expect(shown.endsWith('…')).toBe(true);
  });
});

function renderAt(url: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/error/:code', Component: ErrorPage },
      { path: '*', Component: ErrorPage },
    ],
    { initialEntries: [state === undefined ? url : { pathname: url, state }] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('ErrorPage', () => {
  it('renders the 401 page in zh-CN', async () => {
    renderAt('/error/401');
    expect((await screen.findByTestId('error-title')).textContent).toBe('401');
    expect(screen.getByTestId('error-subtitle').textContent).toBe(
      '您没有操作权限，无法继续操作，请联系企业管理员',
    );
  });
  it('renders markup in the message as text', async () => {
    const { container } = renderAt('/error/401', { message: '<b>粗体</b>' });
    expect((await screen.findByTestId('error-subtitle')).textContent).toBe('<b>粗体</b>');
    expect(container.querySelector('b')).toBeNull();
  });
  it('shows the message the portal navigated with (router state), never text from the URL (issue 15 finding 10)', async () => {
    renderAt('/error/401', { message: '该菜单已停用' });
    expect((await screen.findByTestId('error-subtitle')).textContent).toBe('该菜单已停用');
  });
  it('does not word the page from a message in the URL (issue 15 finding 10)', async () => {
    renderAt(`/error/401?message=${encodeURIComponent('账户异常，请致电 400-000-0000')}`);
    expect((await screen.findByTestId('error-subtitle')).textContent).toBe('您没有操作权限，无法继续操作，请联系企业管理员');
  });
});
