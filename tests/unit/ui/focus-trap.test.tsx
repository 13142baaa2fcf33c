// A modal's keyboard contract for the login overlay (src/ui/focus-trap.ts; issue 49 item 1; WAI-ARIA
// dialog pattern): focus in on open, Tab and Shift+Tab round inside, Escape closes where it may, focus
// back to the opener on close, or to the main content when the opener is gone.
import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { returnTarget, useReturnFocus, visibleMain } from '@/ui/focus-return.ts';
import { nextInside, tabbables, useFocusTrap } from '@/ui/focus-trap.ts';

function Modal({ onEscape, step = 'a' }: { onEscape?: () => void; step?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { onEscape, step });
  return (
    <div ref={ref} role="dialog" aria-modal="true">
      <button type="button">✕</button>
      <input aria-label="用户名" />
      <input aria-label="密码" disabled={step === 'b'} />
      <button type="button">登录</button>
    </div>
  );
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
const later = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('nextInside', () => {
  const items = ['a', 'b', 'c'].map((id) => Object.assign(document.createElement('button'), { id }));
  it.each([
    ['Tab on the last goes to the first', 2, false, 'a'],
    ['Shift+Tab on the first goes to the last', 0, true, 'c'],
    ['Tab from outside goes to the first', -1, false, 'a'],
    ['Shift+Tab from outside goes to the last', -1, true, 'c'],
    ['Tab in the middle is the browser\'s', 1, false, undefined],
    ['Shift+Tab in the middle is the browser\'s', 1, true, undefined],
  ])('%s', (_name, at, backwards, expected) => {
    const active = at === -1 ? document.body : items[at] ?? null;
    expect(nextInside(items, active, backwards)?.id).toBe(expected);
  });
  it('lets it be when nothing inside can have the focus', () => {
    expect(nextInside([], document.body, false)).toBeUndefined();
  });
});

describe('returnTarget and visibleMain', () => {
  it('gives the opener while it is in the page, else the main content, made focusable', () => {
    document.body.innerHTML = '<main>content</main><button id="opener">登录</button>';
    const opener = document.getElementById('opener');
    expect(returnTarget(opener)).toBe(opener);
    opener?.remove();
    const main = returnTarget(opener);
    expect(main?.tagName).toBe('MAIN');
    expect(main?.tabIndex).toBe(-1);
    expect(returnTarget(document.body)?.tagName).toBe('MAIN');
    document.body.innerHTML = '';
    expect(visibleMain()).toBeUndefined();
  });
});

describe('useFocusTrap', () => {
  // an earlier test's dialog gives its focus back a tick after it closed
  beforeEach(later);

  it('moves the focus to the first field, keeps Tab inside, and skips what is disabled', () => {
    render(<Modal />);
    expect(document.activeElement).toBe(input('用户名'));
    expect(tabbables(document.body).map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual(['✕', '用户名', '密码', '登录']);
    button('登录')?.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(button('✕'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('登录'));
  });

  it('closes on Escape when it may, and leaves Escape alone when it may not', () => {
    const onEscape = vi.fn();
    const { unmount } = render(<Modal onEscape={onEscape} />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
    render(<Modal />);
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('moves the focus in again on a new step that removed the focused field', () => {
    const { rerender } = render(<Modal step="a" />);
    input('密码')?.focus();
    input('密码')?.blur(); // the step's change took the focused field away
    expect(document.activeElement).toBe(document.body);
    rerender(<Modal step="b" />);
    expect(document.activeElement).toBe(input('用户名'));
    input('用户名')?.focus();
    rerender(<Modal step="c" />); // the user is inside: the focus stays where it is
    expect(document.activeElement).toBe(input('用户名'));
  });

  it('gives the focus back to the opener when it closes, or to the main content', async () => {
    document.body.innerHTML = '<main>content</main><button id="opener">登录</button>';
    const opener = document.getElementById('opener');
    opener?.focus();
    expect(document.activeElement).toBe(opener);
    const host = document.body.appendChild(document.createElement('div'));
    const first = render(<Modal />, { container: host });
    expect(document.activeElement).toBe(input('用户名'));
    first.unmount();
    await later();
    expect(document.activeElement).toBe(opener);
    opener?.focus();
    const second = render(<Modal />, { container: document.body.appendChild(document.createElement('div')) });
    opener?.remove();
    second.unmount();
    await later();
    expect(document.activeElement?.tagName).toBe('MAIN');
  });
});

describe('useReturnFocus (a dialog its caller unmounts)', () => {
  function Confirm({ open }: { open: boolean }) {
    useReturnFocus(open);
    return open ? <div role="alertdialog"><button type="button">取消</button></div> : null;
  }

  it('gives the focus back to what had it when the dialog opened, once it is gone', async () => {
    await later();
    document.body.innerHTML = '<main>content</main><button id="exit">安全退出</button>';
    const exit = document.getElementById('exit');
    exit?.focus();
    const host = document.body.appendChild(document.createElement('div'));
    const { rerender } = render(<Confirm open={false} />, { container: host });
    rerender(<Confirm open />);
    button('取消')?.focus();
    rerender(<Confirm open={false} />);
    await later();
    expect(document.activeElement).toBe(exit);
  });

  it('leaves the focus where the user put it since', async () => {
    await later();
    document.body.innerHTML = '<button id="exit">安全退出</button><input id="elsewhere" />';
    document.getElementById('exit')?.focus();
    const host = document.body.appendChild(document.createElement('div'));
    const { rerender } = render(<Confirm open />, { container: host });
    document.getElementById('elsewhere')?.focus();
    rerender(<Confirm open={false} />);
    await later();
    expect(document.activeElement?.id).toBe('elsewhere');
  });
});
