import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_PATH, featuresOffSwitch } from '@tools/chromium.ts';
import { WORKSPACE_HEADER, WORKSPACE_KEY } from '@/api/workspace.ts';
import type { TrafficSummary } from '@mock/recorder/traffic.ts';
import { zoneApartFromBank } from './zone.ts';

/** Debian's Chromium; never a downloaded browser. */
export { CHROMIUM_PATH };

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright's own `--disable-features=` switch, as its Chromium runs, or '' when it passes none: ours
 * (tools/chromium.ts) must carry Playwright's list too. Read once from the command line of a
 * Chromium it launches (the browser project's global setup).
 */
export async function playwrightFeaturesSwitch(): Promise<string> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const pid = server.process().pid;
    if (pid === undefined) throw new Error('Playwright\'s Chromium has no process id');
    const args = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
    return args.find((arg) => arg.startsWith('--disable-features=')) ?? '';
  } finally {
    await server.close();
  }
}

export function launchChromium(): Promise<Browser> {
  const theirs = inject('playwrightFeaturesSwitch');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, featuresOffSwitch(theirs)],
    ignoreDefaultArgs: theirs ? [theirs] : false,
    headless: true,
  });
}

/** The portal URL for an app path, e.g. portalUrl('/home/index'). */
export function portalUrl(path = '/'): string {
  return new URL(path.replace(/^\//, ''), inject('portalUrl')).toString();
}

/**
 * A navigation inside the running app, as a link or a menu makes it: the portal path (`/a/b?x=1`) goes
 * into the history and the router follows (no page load). Each caller waits for what it needs.
 */
export async function pushPath(page: Page, path: string): Promise<void> {
  const url = new URL(portalUrl(path));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url.pathname + url.search);
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors, to assert the page threw nothing. */
  errors: string[];
  /** Messages of alert/confirm/prompt dialogs, dismissed as they come. */
  dialogs: string[];
}

/**
 * This file's own mock workspace (issue 52): a fresh bank, sessions, faults and clock that no other
 * test file sees, so that no file finds what another left (bookings on an account, a fault it did not
 * use) whatever order the files run in; undefined: the mock's `default` (a file that tests workspaces
 * or the console's choice of one).
 */
let fileWorkspace: string | undefined;

/** The headers of a control call of this file's workspace. */
export function workspaceHeaders(): Record<string, string> {
  return fileWorkspace ? { [WORKSPACE_HEADER]: fileWorkspace } : {};
}

/** A control call of the mock (/__mock/<path>), in this file's workspace. */
export function mockFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { ...workspaceHeaders(), ...(init.headers as Record<string, string> | undefined) };
  return fetch(`${inject('mockUrl')}/__mock/${path}`, { ...init, headers });
}

async function createWorkspace(): Promise<string> {
  const name = `e2e-${randomBytes(6).toString('hex')}`;
  const made = await fetch(`${inject('mockUrl')}/__mock/workspaces`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }),
  });
  if (!made.ok) throw new Error(`the mock refused workspace ${name}: ${String(made.status)} ${await made.text()}`);
  return name;
}

/**
 * One Chromium per test file and a fresh context (clean storage) per page; every context is
 * closed after its test and the browser after the file. Every page and control call of the file acts
 * in its own mock workspace, made before its first test and dropped after its last, unless
 * `{ workspace: false }` keeps it in `default`.
 */
export function chromiumPerFile(options: { workspace?: boolean } = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (options.workspace !== false) fileWorkspace = await createWorkspace();
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    // a fault a test queued and did not use (it failed first) is not the next test's
    if (fileWorkspace) await clearFaults();
  });
  afterAll(async () => {
    await browser?.close();
    if (fileWorkspace) await fetch(`${inject('mockUrl')}/__mock/workspaces/${fileWorkspace}`, { method: 'DELETE' });
    fileWorkspace = undefined;
  });
  return {
    async newPage(): Promise<OpenedPage> {
      if (!browser) throw new Error('browser not started');
      // the browser's date is never the bank's (./zone.ts): a page must take today from the gateway
      const timezoneId = zoneApartFromBank();
      const context = await browser.newContext({ locale: 'zh-CN', timezoneId, viewport: { width: 1366, height: 768 } });
      // the tab works in the file's workspace as a tester's does (src/api/workspace.ts): the portal names
      // it on its own /api calls only, never on a request to another origin (the local key agent)
      if (fileWorkspace) {
        await context.addInitScript(([key, name]) => {
          if (window.location.pathname.startsWith('/eis-demo/')) sessionStorage.setItem(key, name);
        }, [WORKSPACE_KEY, fileWorkspace] as const);
      }
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      const dialogs: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      return { page, context, errors, dialogs };
    },
    /** A fresh page at the portal path, e.g. open('/home/index'), once the app has replaced the splash. */
    async open(path: string): Promise<OpenedPage> {
      const opened = await this.newPage();
      await opened.page.goto(portalUrl(path));
      await appStarted(opened.page);
      return opened;
    },
  };
}

/**
 * Waits until the app has rendered in place of index.html's splash: its code loads after the page's
 * load event (src/app/boot.ts), so `goto` alone returns before there is anything to look at.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('.eis-boot').waitFor({ state: 'detached', timeout: 20_000 });
}

/** The mock gateway's control endpoint (faults, expiry), from the test process, in this file's workspace. */
export function mockControl(path: string, body: unknown = {}): Promise<Response> {
  return mockFetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The newest calls of this file's workspace, as the mock's traffic log sums them up (newest first). */
export async function workspaceTraffic(limit: number): Promise<TrafficSummary[]> {
  const answer = await mockFetch(`traffic?limit=${String(limit)}`);
  return ((await answer.json()) as { entries: TrafficSummary[] }).entries;
}

/** Clears every queued fault of this file's workspace. */
export async function clearFaults(): Promise<void> {
  await mockFetch('faults', { method: 'DELETE' });
}
