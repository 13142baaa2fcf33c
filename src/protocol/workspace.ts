/**
 * Mock workspaces (issue 52 item 1): the name rule the mock gateway and the portal's test builds
 * share, and reading a workspace's name from a page's address (`?workspace=alice`). Pure.
 *
 * A workspace is the mock's isolated copy of a bank, its sessions, clock, faults and traffic
 * (mock-server/workspaces/); every call names its own by the `X-Mock-Workspace` header, or acts on
 * `default`. A production build neither reads the address's name nor sends the header (src/api/workspace.ts).
 */

export const DEFAULT_WORKSPACE = 'default';
/** A workspace's name: what a tester types and a URL carries. */
export const WORKSPACE_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** The page address's parameter that opens the portal in a workspace. */
export const WORKSPACE_PARAM = 'workspace';

/** What an address says of the workspace: nothing, a name (default included), or a value refused. */
export type WorkspaceInAddress =
  | { kind: 'absent' }
  | { kind: 'name'; name: string }
  | { kind: 'refused'; value: string };

/** Whether `value` is a workspace's name. */
export function isWorkspaceName(value: unknown): value is string {
  return typeof value === 'string' && WORKSPACE_NAME.test(value);
}

/** The workspace a page's query string (`?workspace=alice&…`) names; its first `workspace` parameter. */
export function workspaceInSearch(search: string): WorkspaceInAddress {
  const params = new URLSearchParams(search);
  const value = params.get(WORKSPACE_PARAM);
  if (value === null) return { kind: 'absent' };
  return isWorkspaceName(value) ? { kind: 'name', name: value } : { kind: 'refused', value };
}

/** The query string without its `workspace` parameters ('' when nothing else is left, else `?…`). */
export function searchWithoutWorkspace(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WORKSPACE_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** A stored name, when it is one (a value changed in storage by hand is not sent); default is none. */
export function storedWorkspace(value: string | null | undefined): string | undefined {
  return isWorkspaceName(value) && value !== DEFAULT_WORKSPACE ? value : undefined;
}
