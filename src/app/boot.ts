/**
 * The page's entry. The static splash of index.html paints first; only then is the app's code
 * (main.tsx and its chunks) requested, so a slow phone shows the portal's name at once rather than
 * after its script has arrived and run (issue 16: first and largest paint). If that code cannot be
 * loaded, the splash says so instead of waiting for ever.
 */
import './boot.css';
import { showLoadFailure } from './load-failure.ts';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  import('./main.tsx').catch(showLoadFailure);
}

// once the first frame is on screen (the frame after it has begun); a hidden tab, where frames
// wait, starts on the timer
requestAnimationFrame(() => {
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
});
setTimeout(start, 250);
