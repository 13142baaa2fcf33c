// The tab's mock workspace (issue 52 item 1): `?workspace=alice` on any page keeps the tab in alice
// (sessionStorage) and takes the parameter out of the address; every /api call then names it in
// X-Mock-Workspace; `?workspace=default` returns to default; a bad value is ignored with a warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptWorkspace, currentWorkspace, WORKSPACE_HEADER, WORKSPACE_KEY, workspaceHeaders } from '@/api/workspace.ts';

function tab(search: string, stored?: string) {
  const store = window.sessionStorage;
  store.clear();
  if (stored !== undefined) store.setItem(WORKSPACE_KEY, stored);
  const replaced: string[] = [];
  const warnings: string[] = [];
  const address = { pathname: '/eis-demo/payTransfer/eBatch', search, hash: '#top' };
  const adopted = adoptWorkspace(address, store, (url) => replaced.push(url), (m) => warnings.push(m));
  return { store, replaced, warnings, adopted };
}

const startedAt = window.location.href;

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', startedAt);
});

describe('adoptWorkspace (issue 52 item 1)', () => {
  it('keeps the named workspace for the tab and takes the parameter out of the address', () => {
    const { store, replaced, warnings, adopted } = tab('?x=1&workspace=alice');
    expect(adopted).toBe('alice');
    expect(store.getItem(WORKSPACE_KEY)).toBe('alice');
    expect(replaced).toEqual(['/eis-demo/payTransfer/eBatch?x=1#top']);
    expect(warnings).toEqual([]);
  });

  it('stays in it on a later page with no parameter, the address untouched', () => {
    const { replaced, adopted } = tab('', 'alice');
    expect(adopted).toBe('alice');
    expect(replaced).toEqual([]);
  });

  it('moves to another named workspace', () => {
    expect(tab('?workspace=bob', 'alice').adopted).toBe('bob');
  });

  it('returns to default with ?workspace=default', () => {
    const { store, adopted, replaced } = tab('?workspace=default', 'alice');
    expect(adopted).toBeUndefined();
    expect(store.getItem(WORKSPACE_KEY)).toBeNull();
    expect(replaced).toEqual(['/eis-demo/payTransfer/eBatch#top']);
  });

  it('ignores a value that is not a name, with a warning, keeping the workspace it had', () => {
    const { store, adopted, warnings, replaced } = tab('?workspace=%3Cb%3Ex%3C%2Fb%3E', 'alice');
    expect(adopted).toBe('alice');
    expect(store.getItem(WORKSPACE_KEY)).toBe('alice');
    expect(warnings).toEqual(['?workspace="<b>x</b>" is not a workspace\'s name (1 to 32 of a-z, 0-9 and -); ignored']);
    expect(replaced).toEqual(['/eis-demo/payTransfer/eBatch#top']);
  });

  it('works without storage (a browser that refuses it): nothing kept', () => {
    const replaced: string[] = [];
    expect(adoptWorkspace({ pathname: '/eis-demo/', search: '?workspace=alice', hash: '' }, null, (u) => replaced.push(u))).toBeUndefined();
    expect(replaced).toEqual(['/eis-demo/']);
  });

  it('reads window.location and writes window.history by default', () => {
    window.history.replaceState(null, '', '/eis-demo/home/index?workspace=carol');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(adoptWorkspace()).toBe('carol');
    expect(window.location.pathname + window.location.search).toBe('/eis-demo/home/index');
    window.history.replaceState(null, '', '/eis-demo/home/index?workspace=Bad');
    expect(adoptWorkspace()).toBe('carol');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('the header of every /api call', () => {
  it('names the tab\'s workspace, and none for default', () => {
    window.sessionStorage.setItem(WORKSPACE_KEY, 'alice');
    expect(currentWorkspace()).toBe('alice');
    expect(workspaceHeaders()).toEqual({ [WORKSPACE_HEADER]: 'alice' });
    expect(WORKSPACE_HEADER).toBe('X-Mock-Workspace');
    window.sessionStorage.removeItem(WORKSPACE_KEY);
    expect(workspaceHeaders()).toEqual({});
  });

  it('sends no value changed in storage by hand', () => {
    window.sessionStorage.setItem(WORKSPACE_KEY, 'alice\r\nX-Other: 1');
    expect(currentWorkspace()).toBeUndefined();
    expect(workspaceHeaders()).toEqual({});
  });
});
