// The mock workspace a page's address names (issue 52 item 1): the name rule the mock keeps
// (mock-server/workspaces/registry.ts), read from `?workspace=` and from the tab's storage.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKSPACE,
  isWorkspaceName,
  searchWithoutWorkspace,
  storedWorkspace,
  WORKSPACE_NAME,
  workspaceInSearch,
} from '@/protocol/workspace.ts';
import { WORKSPACE_NAME as MOCK_RULE, nameProblem } from '@mock/workspaces/registry.ts';

describe('a workspace\'s name (issue 52 item 1)', () => {
  it.each(['alice', 'ci-42', '0', 'a', 'default', 'a'.repeat(32), '9-lives'])('accepts %s', (name) => {
    expect(isWorkspaceName(name)).toBe(true);
    expect(nameProblem(name)).toBeUndefined(); // the mock's rule is the same one
  });

  it.each(['', 'Alice', '-alice', 'a'.repeat(33), 'al ice', 'al_ice', 'alice\n', ' alice', 'ali.ce', '<b>x</b>', '工作区', 'a/b'])(
    'refuses %j',
    (name) => {
      expect(isWorkspaceName(name)).toBe(false);
      expect(nameProblem(name)).toBeDefined();
    },
  );

  it('is not a string otherwise', () => {
    expect(isWorkspaceName(undefined)).toBe(false);
    expect(isWorkspaceName(42)).toBe(false);
  });

  it('is the mock\'s rule itself', () => {
    expect(MOCK_RULE).toBe(WORKSPACE_NAME);
  });
});

describe('workspaceInSearch', () => {
  it('finds the name among other parameters', () => {
    expect(workspaceInSearch('?workspace=alice')).toEqual({ kind: 'name', name: 'alice' });
    expect(workspaceInSearch('?tab=2&workspace=ci-42&x=1')).toEqual({ kind: 'name', name: 'ci-42' });
    expect(workspaceInSearch('workspace=bob')).toEqual({ kind: 'name', name: 'bob' });
  });

  it('takes default as a name (it returns the tab to the mock\'s default)', () => {
    expect(workspaceInSearch('?workspace=default')).toEqual({ kind: 'name', name: DEFAULT_WORKSPACE });
  });

  it('says when there is none', () => {
    expect(workspaceInSearch('')).toEqual({ kind: 'absent' });
    expect(workspaceInSearch('?tab=2')).toEqual({ kind: 'absent' });
    expect(workspaceInSearch('?Workspace=alice')).toEqual({ kind: 'absent' });
  });

  it('refuses what is not a name, decoded, as typed', () => {
    expect(workspaceInSearch('?workspace=%3Cimg%20src%3Dx%3E')).toEqual({ kind: 'refused', value: '<img src=x>' });
    expect(workspaceInSearch('?workspace=')).toEqual({ kind: 'refused', value: '' });
    expect(workspaceInSearch('?workspace=Alice')).toEqual({ kind: 'refused', value: 'Alice' });
  });

  it('reads the first of two', () => {
    expect(workspaceInSearch('?workspace=alice&workspace=bob')).toEqual({ kind: 'name', name: 'alice' });
  });
});

describe('searchWithoutWorkspace', () => {
  it('keeps the other parameters, in order', () => {
    expect(searchWithoutWorkspace('?a=1&workspace=alice&b=2')).toBe('?a=1&b=2');
    expect(searchWithoutWorkspace('?workspace=alice&workspace=bob&c=3')).toBe('?c=3');
  });

  it('leaves no lone question mark', () => {
    expect(searchWithoutWorkspace('?workspace=alice')).toBe('');
    expect(searchWithoutWorkspace('')).toBe('');
  });
});

describe('storedWorkspace', () => {
  it('is the stored name, or none for default, nothing or a value changed by hand', () => {
    expect(storedWorkspace('alice')).toBe('alice');
    expect(storedWorkspace('default')).toBeUndefined();
    expect(storedWorkspace(null)).toBeUndefined();
    expect(storedWorkspace(undefined)).toBeUndefined();
    expect(storedWorkspace('Alice"><script>')).toBeUndefined();
  });
});
