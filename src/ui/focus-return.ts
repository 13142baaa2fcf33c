/**
 * Where the focus goes back to when a modal or dialog closes (issue 49 item 1), and the page's main
 * content the skip link focuses. Apart from the login overlay's focus trap (./focus-trap.ts): these
 * are in the first paint (the skip link, the lazy notice dialog's opener), the trap is not.
 */
import { useEffect } from 'react';

/**
 * Where focus goes back to when a modal closes: the element that opened it while it is still in the
 * page, else the page's main content (shown, the skip link's target), else nothing.
 */
export function returnTarget(opener: Element | null, doc: Document = document): HTMLElement | undefined {
  const shown = opener instanceof HTMLElement && opener.isConnected && opener.getClientRects().length > 0;
  if (shown && opener !== doc.body) return opener;
  return visibleMain(doc);
}

/** The page's main content that is shown (kept-alive screens hide theirs), made focusable. */
export function visibleMain(doc: Document = document): HTMLElement | undefined {
  const main = [...doc.querySelectorAll<HTMLElement>('main')].find((el) => el.getClientRects().length > 0);
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/**
 * For a dialog its caller unmounts when it closes (Chakra gives the focus back only when it closes
 * itself): when `open` turns false, or the dialog goes, the focus goes back to what had it when `open`
 * turned true, unless something else has taken it since.
 */
export function useReturnFocus(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    return () => {
      setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost) returnTarget(opener)?.focus();
      }, 0);
    };
  }, [open]);
}
