/**
 * A modal's keyboard contract (WAI-ARIA dialog pattern; issue 49 item 1), for a dialog that is not
 * Chakra's (the login overlay): focus moves in when it opens, Tab and Shift+Tab go round inside it,
 * Escape closes it where closing is safe, and focus goes back to what opened it when it closes (or
 * to the page's main content when that is gone).
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { returnTarget } from './focus-return.ts';

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'iframe',
  '[tabindex]', '[contenteditable="true"]', 'audio[controls]', 'video[controls]', 'summary',
].join(',');

/** The elements Tab stops at inside `root`, in document order: shown, enabled, not taken out of the order. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert], [hidden]') && el.getClientRects().length > 0);
}

/** Which element the keyboard's Tab goes to from `active` inside a modal, or undefined to let it be. */
export function nextInside(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return undefined;
  const at = active instanceof HTMLElement ? items.indexOf(active) : -1;
  if (at === -1) return backwards ? last : first;
  if (backwards && at === 0) return last;
  if (!backwards && at === items.length - 1) return first;
  return undefined; // the browser's own Tab stays inside
}

/** Another modal above this one (a Chakra dialog opened from inside it) owns the keyboard while it is open. */
const inOtherModal = (el: Element | null, root: HTMLElement) => {
  const modal = el?.closest('[role="dialog"], [role="alertdialog"]');
  return modal !== null && modal !== undefined && modal !== root && !root.contains(modal);
};

export interface FocusTrapOptions {
  /** Escape: close, where closing is safe; leave undefined where it is not. */
  onEscape?: (() => void) | undefined;
  /** When this changes (a new step), focus moves to the first field again if it was lost. */
  step?: unknown;
}

/**
 * Keeps the keyboard inside `ref` while mounted: focus in on mount (the first field, else the
 * dialog), Tab and Shift+Tab round inside, Escape to onEscape, focus back to the opener on unmount.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, { onEscape, step }: FocusTrapOptions = {}): void {
  const escape = useRef(onEscape);
  // what had the focus when the modal opened (read at its first render, before focus moves in)
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useLayoutEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || inOtherModal(document.activeElement, root)) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        const target = nextInside(tabbables(root), document.activeElement, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // once React has removed the dialog (not on a development re-run, which keeps it), focus goes back,
      // unless something else has taken it since
      setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (!root.isConnected && lost) returnTarget(opener)?.focus();
      }, 0);
    };
  }, [ref, opener]);

  // on opening and on each new step: into the dialog, unless the user is already in it
  useEffect(() => {
    const root = ref.current;
    if (!root || root.contains(document.activeElement)) return;
    const first = tabbables(root).find((el) => el.matches('input, select, textarea')) ?? tabbables(root)[0];
    if (first) first.focus();
    else {
      if (!root.hasAttribute('tabindex')) root.tabIndex = -1;
      root.focus();
    }
  }, [ref, step]);
}
