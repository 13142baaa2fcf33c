/**
 * Debian's Chromium as the browser tests (tests/e2e/support/browser.ts) and the Lighthouse bench
 * (bench/lighthouse.ts) start it: never a downloaded browser, and without the parts of Chromium that
 * take the machine's two cores from the page under test.
 */
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
