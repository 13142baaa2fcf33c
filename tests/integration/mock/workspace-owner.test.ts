// A workspace stays its maker's across a restart (issue 52 items 3 and 4): on a shared mock with a
// state directory, alice's workspace comes back as alice's, so bob still may not remove it or read its
// decrypted traffic, and alice still may.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '@mock/server.ts';
import { parseTokenFile, team } from '@mock/workspaces/testers.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

const TOKENS = { alice: 'alice-0123456789abcdef', bob: 'bob-fedcba9876543210' };
const REMOTE = '203.0.113.7';

let dir: string;
let mock: RunningMock | undefined;

async function start(): Promise<RunningMock> {
  const testers = parseTokenFile(`alice ${TOKENS.alice}\nbob ${TOKENS.bob}\n`);
  if ('problem' in testers) throw new Error(testers.problem);
  mock = await startMock({
    port: 0, prism: sharedPrism(), stateDir: dir, team: team(testers, []), log: () => undefined,
  });
  return mock;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'eis-mock-owner-'));
});

afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A control call from a tester's machine, with the tester's token. */
function call(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: string }> {
  const port = mock?.port ?? 0;
  const headers = { 'host': `127.0.0.1:${String(port)}`, 'content-type': 'application/json', 'x-forwarded-for': REMOTE, 'x-mock-token': token };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const owners = async () => (JSON.parse((await call('GET', '/__mock/workspaces', TOKENS.bob)).body) as {
  workspaces: Array<{ name: string; owner: string | null }>;
}).workspaces.map((w) => [w.name, w.owner]);

describe('a workspace\'s owner across a restart (issue 52)', () => {
  it('alice\'s workspace is still alice\'s: bob may not remove it, alice may', async () => {
    await start();
    expect((await call('POST', '/__mock/workspaces', TOKENS.alice, { name: 'alice' })).status).toBe(201);
    expect(await owners()).toEqual([['default', null], ['alice', 'alice']]);
    await mock?.close();
    expect(JSON.parse(readFileSync(join(dir, 'alice.json'), 'utf8'))).toMatchObject({ name: 'alice', owner: 'alice' });

    await start();
    expect(await owners()).toEqual([['default', null], ['alice', 'alice']]);
    const refused = await call('DELETE', '/__mock/workspaces/alice', TOKENS.bob);
    expect(refused.status).toBe(403);
    expect((await call('DELETE', '/__mock/workspaces/alice', TOKENS.alice)).status).toBe(200);
  }, 60_000);
});
