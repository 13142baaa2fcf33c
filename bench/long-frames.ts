/**
 * Long Animation Frames (frames over 50 ms, as Chromium reports them) of a page in Chromium, for the
 * Lighthouse bench's start-up figures (bench/lighthouse.ts) and the browser test that start-up forces
 * no layout (tests/e2e/shell-ui.test.ts): one observer, kept in the page, read back after.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface LongFrame {
  duration: number;
  /** What of the frame's long tasks went past 50 ms. */
  blocking: number;
  /**
   * Each script that ran in the frame: its file, how it was run (Long Animation Frames' invokerType:
   * 'module-script' for a module's evaluation) and the style and layout it forced by reading geometry
   * mid-change.
   */
  scripts: Array<{ url: string; invoker: string; forced: number }>;
}

/** An init script (it runs in the page, so it uses nothing from outside): keeps every long frame. */
export function watchLongFrames(): void {
  interface Entry {
    duration: number;
    blockingDuration: number;
    scripts: Array<{ sourceURL: string; invokerType: string; forcedStyleAndLayoutDuration: number }>;
  }
  const frames: LongFrame[] = [];
  Object.assign(window, { eisLongFrames: frames });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Entry[]) {
      frames.push({
        duration: entry.duration,
        blocking: entry.blockingDuration,
        scripts: entry.scripts.map((s) => ({
          url: s.sourceURL,
          invoker: s.invokerType,
          forced: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The long frames the page has reported so far (`watchLongFrames` must be its init script). */
export function longFrames(page: Page): Promise<LongFrame[]> {
  return page.evaluate(() => (window as unknown as { eisLongFrames: LongFrame[] }).eisLongFrames);
}

/** The page's CPU made `rate` times slower (Lighthouse's mobile default simulates 4). */
export async function slowCpu(context: BrowserContext, page: Page, rate = 4): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
