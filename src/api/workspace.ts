/**
 * The mock workspace this tab works in (issue 52 item 1; test and development builds only): opening
 * the portal with `?workspace=alice` on any page keeps the tab in workspace alice (sessionStorage), and
 * every /api call then carries `X-Mock-Workspace: alice` (./client.ts); `?workspace=default` returns
 * the tab to the mock's default workspace. A value that is not a workspace's name is ignored, with a
 * warning on the console (never shown on the page).
 *
 * Vite writes `import.meta.env.DEV` and `.MODE` in, so in a production build each condition below is
 * `false` and the code behind it, the header's name and the storage key included, is dropped
 * (tests/build/production-build.test.ts searches the bundle for them).
 */
import { DEFAULT_WORKSPACE, searchWithoutWorkspace, storedWorkspace, workspaceInSearch } from '@/protocol/workspace.ts';
import { browserStorage } from './browser-storage.ts';

/** The header every /api call names its workspace by (mock-server/gateway/gateway.ts). */
export const WORKSPACE_HEADER = 'X-Mock-Workspace';
/** Where the tab keeps its workspace (sessionStorage: this tab only, until it closes). */
export const WORKSPACE_KEY = 'eis.test.workspace';

/** Where the page is and how its address is changed in place (window.location, window.history). */
export interface PageAddress {
  readonly search: string;
  readonly pathname: string;
  readonly hash: string;
}

/**
 * Takes the workspace the page's address names into the tab's storage, and takes the parameter out of
 * the address (the app's own routes never see it). Returns the tab's workspace (undefined: default).
 */
export function adoptWorkspace(
  address: PageAddress = window.location,
  store: Storage | null = browserStorage('session') ?? null,
  replace: (url: string) => void = (url) => {
    window.history.replaceState(window.history.state, '', url);
  },
  warn: (message: string) => void = (message) => {
    console.warn(message);
  },
): string | undefined {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return undefined;
  const named = workspaceInSearch(address.search);
  if (named.kind === 'refused') {
    warn(`?workspace=${JSON.stringify(named.value)} is not a workspace's name (1 to 32 of a-z, 0-9 and -); ignored`);
  } else if (named.kind === 'name') {
    if (named.name === DEFAULT_WORKSPACE) store?.removeItem(WORKSPACE_KEY);
    else store?.setItem(WORKSPACE_KEY, named.name);
  }
  if (named.kind !== 'absent') replace(`${address.pathname}${searchWithoutWorkspace(address.search)}${address.hash}`);
  return currentWorkspace(store);
}

/** The tab's workspace; undefined: the mock's default (and always, in a production build; null: no storage). */
export function currentWorkspace(store: Storage | null = browserStorage('session') ?? null): string | undefined {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return undefined;
  return storedWorkspace(store?.getItem(WORKSPACE_KEY));
}

/**
 * Whether Vite (or vitest) wrote import.meta.env in. Run by tsx (the conformance kit, the benches) the
 * client has none, and its caller names the workspace: ./middleware/headers.ts asks this before
 * workspaceHeaders, which must keep Vite's condition first so that a production build drops it whole.
 */
export const viteBuilt = (): boolean => (import.meta as { env?: unknown }).env !== undefined;

/** The header naming the tab's workspace, for every /api call (./client.ts, ./upload.ts); none for default. */
export function workspaceHeaders(store: Storage | null = browserStorage('session') ?? null): Record<string, string> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return {};
  const workspace = currentWorkspace(store);
  return workspace ? { [WORKSPACE_HEADER]: workspace } : {};
}
