// spec 001 §2 "Kept alive": a kept-alive screen keeps typed input while the user is elsewhere; a screen
// that is not kept alive starts fresh; remounting the outlet (logout, another user) drops them all.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { createMemoryRouter, RouterProvider, useMatches } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from '@/shell/KeepAliveOutlet.tsx';

function Field({ label }: { label: string }) {
  return <input aria-label={label} defaultValue="" />;
}

const Generation = createContext('u1');

/** The caller's part (GuardedOutlet): keep-alive from the route, a new key for a new generation. */
function Frame() {
  const generation = useContext(Generation);
  const matches = useMatches();
  const keep = (matches[matches.length - 1]?.handle as { keep?: boolean } | undefined)?.keep === true;
  return <KeepAliveOutlet key={generation} keepAlive={keep} show fallback={<p>wait</p>} />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { path: 'kept', handle: { keep: true }, element: <Field label="kept" /> },
          { path: 'plain', element: <Field label="plain" /> },
        ],
      },
    ],
    { initialEntries: ['/kept'] },
  );
  const view = render(<Generation.Provider value="u1"><RouterProvider router={router} /></Generation.Provider>);
  const go = (path: string) => act(async () => {
    await router.navigate(path);
  });
  return { router, view, go };
}

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const type = (label: string, text: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
};

describe('KeepAliveOutlet', () => {
  it('keeps a kept-alive screen\'s input across a visit elsewhere; a plain screen starts fresh', async () => {
    const { go } = setup();
    type('kept', '账户 6230');
    await go('/plain');
    type('plain', '临时');
    await go('/kept');
    expect(value('kept')).toBe('账户 6230');
    await go('/plain');
    expect(value('plain')).toBe('');
  });

  it('shows only the current screen', async () => {
    const { go } = setup();
    await go('/plain');
    expect(screen.getByLabelText('plain')).toBeTruthy();
    // the kept screen is still in the document, hidden
    const kept = document.querySelector('input[aria-label="kept"]');
    expect(kept).not.toBeNull();
    expect((kept as HTMLElement).checkVisibility()).toBe(false);
  });

  it('drops kept screens when remounted (a new generation: logout, another user)', async () => {
    const { go, router, view } = setup();
    type('kept', '张三');
    await go('/plain');
    view.rerender(<Generation.Provider value="u2"><RouterProvider router={router} /></Generation.Provider>);
    await go('/kept');
    expect(value('kept')).toBe('');
  });
});
