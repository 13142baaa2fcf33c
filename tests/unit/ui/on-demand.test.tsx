// A shell part outside the first paint (src/ui/on-demand.ts; issue 51 item 6): its module loads when a
// page first wants it, once; a failed load is asked again by the next want; the caller's stand-in
// shows until it has arrived.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '@/ui/on-demand.ts';

interface Part {
  name: string;
}

/** An importer whose loads the test settles one by one. */
function importer() {
  const pending: Array<{ resolve: (part: Part) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(() => new Promise<Part>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

function Shown({ part, wanted }: { part: ReturnType<typeof onDemand<Part>>; wanted: boolean }) {
  const loaded = part.useLoaded(wanted);
  return <p>{loaded ? loaded.name : 'stand-in'}</p>;
}

describe('onDemand', () => {
  it('loads once for every caller, and keeps what arrived', async () => {
    const { load, pending } = importer();
    const part = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(part.loaded()).toBeUndefined();
    const [first, second] = [part.load(), part.load()];
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]?.resolve({ name: 'menu' });
    expect(await first).toEqual({ name: 'menu' });
    expect(await second).toEqual({ name: 'menu' });
    expect(part.loaded()).toEqual({ name: 'menu' });
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed, and fails the callers of that load', async () => {
    const { load, pending } = importer();
    const part = onDemand(load);
    const failed = part.load();
    pending[0]?.reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');
    expect(part.loaded()).toBeUndefined();
    const again = part.load();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]?.resolve({ name: 'menu' });
    expect(await again).toEqual({ name: 'menu' });
  });

  it('loads nothing until wanted, shows the stand-in meanwhile, then the part', async () => {
    const { load, pending } = importer();
    const part = onDemand(load);
    const { rerender } = render(<Shown part={part} wanted={false} />);
    expect(screen.getByText('stand-in')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    rerender(<Shown part={part} wanted />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('stand-in')).toBeTruthy();
    await act(async () => {
      pending[0]?.resolve({ name: 'menu' });
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByText('menu')).toBeTruthy());
  });

  it('keeps the stand-in when the load fails, and asks again when next wanted', async () => {
    const { load, pending } = importer();
    const part = onDemand(load);
    const { rerender } = render(<Shown part={part} wanted />);
    await act(async () => {
      pending[0]?.reject(new Error('chunk failed'));
      await Promise.resolve();
    });
    expect(screen.getByText('stand-in')).toBeTruthy();
    rerender(<Shown part={part} wanted={false} />);
    rerender(<Shown part={part} wanted />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      pending[1]?.resolve({ name: 'menu' });
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByText('menu')).toBeTruthy());
  });

  it('gives a part loaded for one page to another that shows it when it next renders', async () => {
    const part = onDemand(() => Promise.resolve({ name: 'menu' }));
    const { rerender } = render(<Shown part={part} wanted={false} />);
    expect(screen.getByText('stand-in')).toBeTruthy();
    await act(() => part.load());
    rerender(<Shown part={part} wanted={false} />);
    expect(screen.getByText('menu')).toBeTruthy();
  });

  it('gives a part that has arrived at once to a page that mounts later', () => {
    const part = onDemand(() => Promise.resolve({ name: 'menu' }));
    return part.load().then(() => {
      render(<Shown part={part} wanted={false} />);
      expect(screen.getByText('menu')).toBeTruthy();
    });
  });
});
