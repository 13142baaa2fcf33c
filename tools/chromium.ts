/**
 * Debian's Chromium as the browser tests (tests/e2e/support/browser.ts) and the Lighthouse bench
 * (bench/lighthouse.ts) start it: never a downloaded browser, and without the parts of Chromium that
 * take the machine's two cores from the page under test.
 */
import { readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 preloads the address bar's popups (chrome://omnibox-popup.top-chrome/ and its AI-mode
 * page) as a WebUI renderer for every window: about 2 s of CPU each on these machines, at the moment a
 * page loads, for a part of the browser no test and no page looks at.
 */
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const SWITCH = '--disable-features=';

/**
 * The one `--disable-features=` switch to pass: the features of `existing` (a launcher's own switch,
 * or '' for none) and FEATURES_OFF. Chromium reads only the last switch of a name, so a second switch
 * would drop the launcher's list.
 */
export function featuresOffSwitch(existing: string): string {
  if (existing !== '' && !existing.startsWith(SWITCH)) throw new Error(`not a ${SWITCH} switch: ${existing}`);
  const theirs = existing.slice(SWITCH.length).split(',').filter((f) => f !== '');
  return SWITCH + [...new Set([...theirs, ...FEATURES_OFF])].join(',');
}

/** The switches of a headless Chromium driven from a script (the bench, the sweep). */
export const SCRIPT_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Debian's Chromium through Playwright, for a script (bench/batch.ts, tools/sweep.ts), with Playwright's
 * `--disable-features=` switch merged with ours: the switch is read from a first launch's command line,
 * as the browser tests do (tests/e2e/support/browser.ts).
 */
export async function launchScriptChromium(): Promise<Browser> {
  const probe = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: SCRIPT_ARGS, headless: true });
  let theirs: string;
  try {
    const pid = probe.process().pid;
    if (pid === undefined) throw new Error('Playwright\'s Chromium has no process id');
    const args = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
    theirs = args.find((arg) => arg.startsWith(SWITCH)) ?? '';
  } finally {
    await probe.close();
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...SCRIPT_ARGS, featuresOffSwitch(theirs)],
    ignoreDefaultArgs: theirs ? [theirs] : false,
    headless: true,
  });
}
