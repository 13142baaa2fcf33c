// An operation as a screen needs it, from its own area's module (issue 41): the screen waits for the
// area's chunk, and only for that one; a route's preload spares it the wait; a missing piece is named.
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { AreaModule } from '@/api/generated/areas.ts';
import { transferSub } from '@/api/generated/areas/transfer/sdk.gen.ts';
import { operationArea } from '@/api/generated/areas.ts';
import { fields } from '@/api/generated/fields.ts';
import type { OperationId } from '@/api/generated/operations.ts';
import { bindOperation, loadOperations, useBoundOperation } from '@/kit/bound-operation.ts';

class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Probe({ id }: { id: OperationId }) {
  const op = useBoundOperation(id);
  return <p data-testid="op">{`${op.id}: ${op.summary}, ${String(op.request.length)} fields`}</p>;
}

describe('bindOperation', () => {
  const module: AreaModule = {
    fields: { transferSub: fields.transferSub },
    zod: { zTransferSubBody: { parse: () => undefined } },
    calls: { transferSub },
  };

  it('takes the field table and the request schema from the area module', () => {
    const op = bindOperation('transferSub', module);
    expect(op.id).toBe('transferSub');
    expect(op.request).toBe(fields.transferSub.request);
    expect(op.body).toBe(module.zod.zTransferSubBody);
    expect(op.call).toBe(transferSub);
  });

  it('names the operation whose field table, request schema or SDK function the module lacks', () => {
    expect(() => bindOperation('newsListQry', module)).toThrow('the generated code has no field table for newsListQry');
    expect(() => bindOperation('transferSub', { ...module, zod: {} })).toThrow('the generated code has no request schema for transferSub');
    expect(() => bindOperation('transferSub', { ...module, calls: {} })).toThrow('the generated code has no SDK function for transferSub');
  });
});

describe('useBoundOperation', () => {
  it('waits for its area\'s module, then binds the operation once', async () => {
    expect(operationArea.newsListQry).toBe('news');
    // a bare root, as in the browser: the test library's act() scope does not let React retry a
    // suspended render when a promise resolves outside it
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = flags.IS_REACT_ACT_ENVIRONMENT;
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      root.render(<Suspense fallback={<p>loading</p>}><Probe id="newsListQry" /></Suspense>);
      const shown = async (text: string) => {
        for (let waited = 0; waited < 5_000 && !host.textContent.includes(text); waited += 20) {
          await new Promise((r) => setTimeout(r, 20));
        }
        return host.textContent;
      };
      expect(await shown('loading')).toBe('loading');
      expect(await shown('newsListQry:'))
        .toBe(`newsListQry: ${fields.newsListQry.summary}, ${String(fields.newsListQry.request.length)} fields`);
    } finally {
      root.unmount();
      host.remove();
      flags.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders at once for an operation whose area a route has loaded', async () => {
    await loadOperations(['accountListQry']);
    render(<Suspense fallback={<p>loading</p>}><Probe id="accountListQry" /></Suspense>);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByTestId('op').textContent).toContain('accountListQry');
  });

  it('refuses an operation the generated code has no area for', async () => {
    await expect(async () => loadOperations(['noSuchOperation' as OperationId]))
      .rejects.toThrow('the generated code has no area for noSuchOperation');
    // and a screen bound to one fails where an error boundary shows it
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<Caught><Probe id={'noSuchOperation' as OperationId} /></Caught>);
      expect(screen.getByRole('alert').textContent).toBe('the generated code has no area for noSuchOperation');
    } finally {
      quiet.mockRestore();
    }
  });
});
