// contract:diff (issue: generators): breaking changes, including the ones only this portal treats as breaking.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, ROOT } from '@generators/contract.ts';
import { type BreakingChange, diffContracts } from '@generators/diff.ts';
import type { JsonObject } from '@generators/schema-walk.ts';
import { contractFixture } from '@tests/support/contract-fixtures.ts';

const fixture = contractFixture;
let valid: JsonObject;
const kinds = (changes: BreakingChange[]) => changes.map((c) => `${c.kind}: ${c.operationId}: ${c.detail}`).sort();

beforeAll(async () => {
  valid = (await loadContract(fixture('valid.yaml'))).doc;
});

describe('diffContracts', () => {
  it('finds nothing between a contract and itself, or a compatible change', async () => {
    expect(diffContracts(valid, valid)).toEqual([]);
    expect(diffContracts(valid, (await loadContract(fixture('compatible.yaml'))).doc)).toEqual([]);
  });

  it('finds each breaking change of the fixture, the portal-specific ones included', async () => {
    const breaking = (await loadContract(fixture('breaking.yaml'))).doc;
    expect(kinds(diffContracts(valid, breaking))).toEqual(
      [
        'confirmation rows reordered: transAuthSubmit: TRANS_NAME, TRAN_AMT -> TRAN_AMT, TRANS_NAME',
        'encryption changed: menuListQry: x-eis-encrypt true -> false',
        'field type changed: menuListQry: response body.MENU_LIST[].MENU_SORT: integer -> string',
        'required request field added: transAuthSubmit: CERT_SN is now required',
        'service code changed: transAuthSubmit: by AUTH_TYPE: 0=7010010300000, 1=7010010100000, 2=7010010200000 -> by AUTH_TYPE: 0=7010010300000, 1=7010010100000, 2=7010010200009',
      ].sort(),
    );
  });

  it('finds a removed operation, a renamed operationId, a removed response field and a removed confirmation row', () => {
    const after = structuredClone(valid);
    const paths = after.paths as Record<string, { post: JsonObject }>;
    const auth = paths['/api/auth/transAuthSubmit']?.post as JsonObject;
    (auth['x-eis-sign'] as { confirm: unknown[] }).confirm.splice(1, 1);
    const menu = paths['/api/menu/menuListQry']?.post as JsonObject;
    menu.operationId = 'menuListQuery';
    const schemas = (after.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    delete schemas.MenuItem?.properties.MENU_SORT;
    const removed = structuredClone(after);
    delete (removed.paths as Record<string, unknown>)['/api/auth/transAuthSubmit'];

    expect(kinds(diffContracts(valid, after))).toEqual(
      [
        'confirmation row removed: transAuthSubmit: 交易金额 (TRAN_AMT)',
        'operationId changed: menuListQry: menuListQry is now menuListQuery: the SDK function is renamed',
        'response field removed: menuListQry: body.MENU_LIST[].MENU_SORT is gone',
      ].sort(),
    );
    expect(kinds(diffContracts(valid, removed))).toContain('operation removed: transAuthSubmit: /api/auth/transAuthSubmit is gone');
  });
});

describe('npm run contract:diff -- <git-ref>', () => {
  const repo = mkdtempSync(join(tmpdir(), 'eis-diff-repo-'));
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
  });
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: repo, encoding: 'utf8' });
  const diff = (...args: string[]) =>
    spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), [resolve(ROOT, 'generators/contract-diff.ts'), ...args], {
      cwd: repo,
      encoding: 'utf8',
    });

  beforeAll(() => {
    git('init', '-q');
    mkdirSync(join(repo, 'openapi'));
    copyFileSync(fixture('valid.yaml'), join(repo, 'openapi/portal.yaml'));
    git('add', '-A');
    git('commit', '-qm', 'base');
  });

  it('exits 0 with no breaking change, 1 listing them when there are', () => {
    const same = diff('HEAD');
    expect(same.status).toBe(0);
    expect(same.stdout).toContain('no breaking changes since HEAD');

    copyFileSync(fixture('breaking.yaml'), join(repo, 'openapi/portal.yaml'));
    const changed = diff('HEAD');
    expect(changed.status).toBe(1);
    expect(changed.stdout).toContain('BREAKING encryption changed: menuListQry (/api/menu/menuListQry): x-eis-encrypt true -> false');
    expect(changed.stdout).toContain('contract:diff: 5 breaking changes since HEAD');
  });

  it('exits 2 with a clear message on a bad ref or no ref', () => {
    const bad = diff('no-such-ref');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('git ref "no-such-ref" is not a commit here');
    expect(diff().stderr).toContain('give the git ref to compare against');
  });
});
