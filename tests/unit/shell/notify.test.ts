// Toasts before the toaster has loaded (spec 000 §8: error toasts are shown, none lost).
import { describe, expect, it, vi } from 'vitest';
import { attachToaster, type Notice, notify, onToasterWanted, showErrorToast, toasterWanted } from '@/shell/toast.ts';

describe('notify', () => {
  it('queues notices until the toaster attaches, asks for it once, then hands every notice over', () => {
    const asked = vi.fn();
    const stop = onToasterWanted(asked);
    expect(toasterWanted()).toBe(false);
    notify({ type: 'info', title: 'a' });
    showErrorToast('b');
    expect(toasterWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    const shown: Notice[] = [];
    const detach = attachToaster((n) => shown.push(n));
    expect(shown).toEqual([{ type: 'info', title: 'a' }, { type: 'error', title: 'b', duration: 3000 }]);
    notify({ type: 'success', title: 'c' });
    expect(shown.map((n) => n.title)).toEqual(['a', 'b', 'c']);
    detach();
    notify({ type: 'success', title: 'd' }); // queued again for the next toaster
    const next: Notice[] = [];
    attachToaster((n) => next.push(n));
    expect(next.map((n) => n.title)).toEqual(['d']);
    stop();
  });
});
