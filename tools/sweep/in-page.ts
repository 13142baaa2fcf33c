/**
 * What the sweep (tools/sweep.ts, issue 38 item 9) reads in the page: whether a route has settled and
 * what it shows, whether animations have ended, where a page is stuck, the facts of its controls (the
 * rule is tools/sweep/findings.ts isUnlabelled) and what scrolls sideways. Each function is handed to
 * page.waitForFunction or page.evaluate and runs in the browser.
 */
import type { ControlFacts } from '@tools/sweep/findings.ts';

// The functions below run in the page. tsx names every function it sees (esbuild's keepNames) with a
// helper the page has not got: inside them, no named function, arrow or not.

export interface Shown {
  kind: 'screen' | 'error' | 'login';
  path: string;
  title: string;
}

/**
 * What the page shows once the router is at the address (the shell's data-path is the location's path),
 * the address is no redirect still to be followed and no busy spinner shows: the login overlay, the
 * error page or a main with its h1; false until then.
 */
export function shownNow(arg: { base: string; sources: string[] }): Shown | false {
  const here = window.location.pathname.slice(arg.base.length) || '/';
  if (document.querySelector('[data-path]')?.getAttribute('data-path') !== here) return false;
  const overlay = document.querySelector('[data-testid="login-overlay"]');
  if (overlay instanceof HTMLElement && overlay.checkVisibility()) return { kind: 'login', path: here, title: '' };
  if (arg.sources.includes(here)) return false;
  const busy = [...document.querySelectorAll('[aria-busy="true"]')];
  if (busy.some((el) => el instanceof HTMLElement && el.checkVisibility({ visibilityProperty: true }))) return false;
  const error = document.querySelector('[data-testid="error-title"]');
  if (error instanceof HTMLElement && error.checkVisibility()) {
    return { kind: 'error', path: here, title: error.textContent };
  }
  const main = [...document.querySelectorAll('main')].find((el) => el.checkVisibility());
  const heading = main?.querySelector('h1')?.textContent ?? '';
  return main && heading !== '' ? { kind: 'screen', path: here, title: heading } : false;
}

/**
 * Whether every finite animation and CSS transition has finished: a control just enabled still fades in
 * from its disabled opacity (the login button once the password crypto has loaded), and axe would
 * measure the contrast of a colour half-way.
 */
export function animationsDone(): boolean {
  return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
}

/** Where the page is stuck, for the report of a route that did not settle. */
export function stuckState(): string {
  const busy = [...document.querySelectorAll('[aria-busy="true"]')]
    .filter((el) => el instanceof HTMLElement && el.checkVisibility());
  return JSON.stringify({
    at: window.location.pathname,
    path: document.querySelector('[data-path]')?.getAttribute('data-path'),
    busy: busy.length,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent).slice(0, 3),
  });
}

/** The facts of every input, select and textarea of the document (the rule is isUnlabelled). */
export function controlFacts(): ControlFacts[] {
  return [...document.querySelectorAll('input, select, textarea')].map((el) => {
    const rect = el.getBoundingClientRect();
    const labelledby = el.getAttribute('aria-labelledby') ?? '';
    const testId = el.getAttribute('data-testid');
    const name = el.getAttribute('name');
    const placeholder = el.getAttribute('placeholder');
    const type = el.getAttribute('type') ?? '';
    const who = testId ? `[data-testid=${testId}]`
      : name ? `[name=${name}]`
        : el.id ? `#${el.id}`
          : placeholder ? `[placeholder=${placeholder}]` : '';
    return {
      tag: el.tagName,
      type,
      rendered: el.checkVisibility({ visibilityProperty: true }),
      tiny: rect.width <= 1 || rect.height <= 1,
      labels: (el as HTMLInputElement).labels?.length ?? 0,
      ariaLabel: el.getAttribute('aria-label') ?? '',
      ariaLabelledby: labelledby,
      labelledbyFound: labelledby.split(/\s+/).filter((id) => id !== '' && document.getElementById(id) !== null).length,
      describe: `${el.tagName.toLowerCase()}${type ? `[type=${type}]` : ''}${who}`,
    };
  });
}

/**
 * scrollWidth > clientWidth of the document element, with the outermost elements past its right edge
 * that no ancestor clips (the first three); null when it does not scroll sideways.
 */
export function horizontalOverflow(): { scrollWidth: number; clientWidth: number; overflowing: string[] } | null {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return null;
  const limit = root.clientWidth + 0.5;
  const overflowing: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (overflowing.length >= 3) break;
    if (el.getBoundingClientRect().right <= limit) continue;
    const parent = el.parentElement;
    if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit) continue;
    let clipped = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
    }
    if (clipped) continue;
    const testId = el.getAttribute('data-testid');
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    const who = testId ? `[data-testid=${testId}]` : el.id ? `#${el.id}` : cls ? `.${cls}` : '';
    overflowing.push(`${el.tagName.toLowerCase()}${who} to ${String(Math.round(el.getBoundingClientRect().right))} px`);
  }
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overflowing };
}
