// issue 51 item 1: a route with no screen file gets the kit's screen from its manifest entry alone: the
// kind of its first operation (or its view) picks the kit screen, and title, operations, row link and
// way back are the route's, never repeated in a file (docs/adr/0017).
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { toRouteObject } from '@/app/route-object.tsx';
import { hasScreenFile, screenLoader } from '@/app/screens.ts';
import { system } from '@/app/theme.ts';
import { kitScreenOf } from '@/kit/route-view.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';

function open(path: string, url = path) {
  const route = MANIFEST.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  expect(hasScreenFile(path), `${path} has a file`).toBe(false);
  const router = createMemoryRouter([toRouteObject(route, screenLoader(route))], { initialEntries: [url] });
  render(<ChakraProvider value={system}><RouterProvider router={router} /></ChakraProvider>);
  return route;
}

describe('the kit screen of a route, from its entry (src/kit/route-view.ts)', () => {
  const kinds = { a: 'signed', b: 'query', c: 'form' } as const;
  const kindOf = (op: string) => kinds[op as keyof typeof kinds];

  it('is its view when it names one, else its first operation\'s kind, else the info screen', () => {
    expect(kitScreenOf({ operations: ['a', 'b'] }, kindOf)).toBe('SignedScreen');
    expect(kitScreenOf({ operations: ['b', 'a'] }, kindOf)).toBe('QueryScreen');
    expect(kitScreenOf({ operations: ['c'] }, kindOf)).toBe('FormScreen');
    expect(kitScreenOf({ operations: ['x'] }, kindOf)).toBe('InfoScreen');
    expect(kitScreenOf({}, kindOf)).toBe('InfoScreen');
    expect(kitScreenOf({ view: 'instruction', operations: ['b'] }, kindOf)).toBe('InstructionScreen');
    expect(kitScreenOf({ view: 'record', operations: ['b'] }, kindOf)).toBe('RecordScreen');
    expect(kitScreenOf({ view: 'own', operations: ['a'] }, kindOf)).toBeUndefined();
  });
});

describe('a route with no screen file', { timeout: 30_000 }, () => {
  it('shows a signed route\'s title and its first operation\'s form', async () => {
    const route = open('/payTransfer/eBatch');
    expect(await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('kit-screen').getAttribute('data-operation')).toBe('transferSub');
    expect(screen.getByTestId('field-TRAN_AMT')).toBeTruthy();
  });

  it('shows a query route\'s criteria under its title', async () => {
    const route = open('/payTransfer/oderInquiry');
    expect(await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('kit-screen').getAttribute('data-operation')).toBe('transferOrderQry');
    expect(screen.getByTestId('query-criteria')).toBeTruthy();
  });

  it('shows a record route (view: record) with its way back from the entry', async () => {
    const route = open('/payTransfer/voucher', '/payTransfer/voucher?ACCT_NO=6222&RECEIPT_NO=R1');
    expect(await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: route.back?.label ?? '' }).getAttribute('href')).toBe('/account/elecReceipt');
  });

  it('shows a route bound to nothing as the info screen, under its title', async () => {
    const route = open('/aboutUs');
    expect(await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('scaffold-screen')).toBeTruthy();
  });
});
