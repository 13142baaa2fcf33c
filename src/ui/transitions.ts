import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';

/*
 * Renders of start-up, made as React transitions (issue 16: total blocking time). React renders an
 * update outside a transition that did not come from an input event (a root's first render, a timer,
 * an answer) in one task, whole; a transition it renders in slices and gives the main thread back
 * between them, so a slow phone's page answers input meanwhile (the home page's first render, each of
 * its widgets and answers are such updates; `npm run bench -- lighthouse` shows their blocking time).
 */

/** Renders `node` into a React root as a transition (its first render: the page's start-up). */
export function renderInSlices(root: Root, node: ReactNode): void {
  startTransition(() => {
    root.render(node);
  });
}

/** False, then true from `ms` after mount on (the change is a transition). */
export function useDueAfter(ms: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      startTransition(() => {
        setDue(true);
      });
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [ms]);
  return due;
}
