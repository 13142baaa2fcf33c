// issue 16 (total blocking time): start-up's renders that no input asked for (the root's first render,
// a home-page widget's mount, an answer) are React transitions, rendered in slices with the main thread
// given back between them, not in one long task. Each test renders 24 components of 6 ms each after
// the change and samples, from a timer, how many had rendered: a render in one task is never seen
// half done.
import { type ReactNode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInSlices, useDueAfter } from '@/ui/transitions.ts';
import { useCall } from '@/api/queries.ts';

const COUNT = 24;
let rendered = 0;
let roots: Root[] = [];

function Slow() {
  rendered++;
  const end = performance.now() + 6;
  while (performance.now() < end) { /* a component that costs a slow phone 6 ms */ }
  return <i />;
}

const slowTree = (): ReactNode => Array.from({ length: COUNT }, (_, i) => <Slow key={i} />);

/** The counts a 0 ms timer saw while the slow tree rendered, until all of it has. */
async function sampleUntilRendered(container: Element): Promise<number[]> {
  const seen: number[] = [];
  while (container.querySelectorAll('i').length < COUNT) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    seen.push(rendered);
  }
  return seen;
}

const halfDone = (seen: number[]) => seen.filter((n) => n > 0 && n < COUNT);

describe('renders in slices (issue 16)', () => {
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    // React's own scheduler, as in the page (Testing Library's act would render everything at once)
    before = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    rendered = 0;
    roots = [];
  });
  afterEach(() => {
    for (const root of roots) root.unmount();
    act.IS_REACT_ACT_ENVIRONMENT = before;
  });

  function host(): HTMLElement {
    const container = document.createElement('div');
    document.body.append(container);
    return container;
  }

  it('renderInSlices renders a root\'s first render in slices', async () => {
    const container = host();
    const root = createRoot(container);
    roots.push(root);
    renderInSlices(root, slowTree());
    expect(halfDone(await sampleUntilRendered(container)).length).toBeGreaterThan(0);
    expect(rendered).toBe(COUNT);
  });

  it('useDueAfter turns true after its delay, and what that shows renders in slices', async () => {
    function Widget() {
      return useDueAfter(20) ? slowTree() : <b>pending</b>;
    }
    const container = host();
    const root = createRoot(container);
    roots.push(root);
    root.render(<Widget />);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(container.textContent).toBe('pending');
    expect(halfDone(await sampleUntilRendered(container)).length).toBeGreaterThan(0);
  });

  it('useCall renders its answer in slices', async () => {
    const call = () => Promise.resolve({ data: { body: { ok: true } } });
    function Caller() {
      const [body] = useState({});
      const { data } = useCall(call as never, body as never);
      return data ? slowTree() : null;
    }
    const container = host();
    const root = createRoot(container);
    roots.push(root);
    root.render(<Caller />);
    expect(halfDone(await sampleUntilRendered(container)).length).toBeGreaterThan(0);
  });
});
