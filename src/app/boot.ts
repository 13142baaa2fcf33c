/**
 * The page's entry. The static splash of index.html paints first; only then is the app's code
 * (main.tsx and its chunks) requested, so a slow phone shows the portal's name at once rather than
 * after its script has arrived and run (issue 16: first and largest paint). If that code cannot be
 * loaded, the splash says so instead of waiting for ever.
 */
import './boot.css';
import { startAfterFirstFrame } from './boot-schedule.ts';
import { showLoadFailure } from './load-failure.ts';
import { installTrustedTypes } from './trusted-types.ts';
import { isFramed } from '@/routing/framed.ts';

// before any of the app's code: the only way a string becomes a script URL under nginx's policy
installTrustedTypes();

/**
 * A framed page that asks for the iframe layout shows content only (spec 000 §2), so its splash shows
 * no header either (boot.css). Routes whose own meta is the iframe layout are not known this early:
 * their splash keeps the header until the route renders.
 */
if (new URLSearchParams(window.location.search).get('layout') === 'iframe' && isFramed()) {
  document.documentElement.classList.add('eis-boot-headerless');
}

startAfterFirstFrame(() => {
  // React DOM, React Router and the design system are asked for on their own as well as through
  // main.tsx (at the same moment: nothing waits longer or is fetched twice), so the browser evaluates
  // each in a task of its own as it arrives, rather than all of the app's code in one long task after
  // the last chunk (issue 16: total blocking time). React Router through a module of its own: a
  // dynamic import of the package would keep all of it (router-library.ts). main.tsx's import reports
  // a failure to load. Each of these is one chunk (build/vite/startup-chunks.ts declares them in this
  // order; the build fails when they differ).
  for (const early of [import('react-dom/client'), import('./router-library.ts'), import('./theme.ts')]) {
    early.catch(() => undefined);
  }
  import('./main.tsx').catch(showLoadFailure);
}, {
  firstPaint: (run) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return false;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
    return true;
  },
  requestAnimationFrame: (run) => requestAnimationFrame(run),
  setTimeout: (run, ms) => setTimeout(run, ms),
  hidden: () => document.visibilityState === 'hidden',
});
