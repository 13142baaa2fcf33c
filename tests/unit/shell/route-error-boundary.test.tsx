// The route error boundary (issue 15 finding 7): a screen that throws shows the boundary's own neutral
// page 页面出错了, never the 404 view and never the exception's text; an unknown route is still the 404
// page (spec 000 §8 "Unknown route: 404 page not found").
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme.ts';
import { RouteErrorBoundary } from '@/shell/RouteErrorBoundary.tsx';

const RAW = 'Cannot read properties of undefined (reading \'CLUB_LIST\')';

function Broken(): never {
  throw new TypeError(RAW);
}

function renderRoutes(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: 'broken', Component: Broken },
          {
            path: 'gone',
            loader: () => {
              // react-router's way to say "no such page" from a loader
              // eslint-disable-next-line @typescript-eslint/only-throw-error
              throw new Response('', { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

const logged: unknown[][] = [];
beforeEach(() => {
  logged.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary (issue 15 finding 7)', () => {
  it('shows 页面出错了 for a screen that throws, not the 404 view, and no exception text', async () => {
    const { container } = renderRoutes('/broken');
    expect((await screen.findByTestId('crash-title')).textContent).toBe('页面出错了');
    expect(screen.queryByTestId('error-page')).toBeNull();
    expect(container.textContent).not.toContain('404');
    expect(container.textContent).not.toContain('Cannot read');
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('gives the details to the console in development', async () => {
    renderRoutes('/broken');
    await screen.findByTestId('crash-title');
    expect(import.meta.env.DEV).toBe(true);
    expect(logged.some((args) => args.some((a) => a instanceof TypeError && a.message === RAW))).toBe(true);
  });

  it('still shows the 404 page for a route that is not there', async () => {
    renderRoutes('/gone');
    expect((await screen.findByTestId('error-title')).textContent).toBe('404');
    expect(screen.queryByTestId('crash-page')).toBeNull();
  });
});
