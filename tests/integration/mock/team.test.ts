// One mock on a test host (issue 52 item 3): started with testers' tokens, a call from another machine
// (here: a proxy on this machine that names a remote client in X-Forwarded-For, as nginx in front of
// the mock does) needs a tester's token; a workspace is its maker's, and its decrypted traffic is served
// to its maker alone; the host's own user on loopback needs no token, as before; the Host check takes
// the host's configured name and refuses every other. The arguments refuse to serve beyond loopback
// without tokens.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMockArgs } from '@mock/args.ts';
import { type RunningMock, startMock } from '@mock/server.ts';
import { parseTokenFile, team } from '@mock/workspaces/testers.ts';
import type { PersonaConfig } from '@tools/conformance/config.ts';
import { rateLimiter } from '@tools/conformance/rate.ts';
import { logIn } from '@tools/conformance/session.ts';
import { type Browser, installKitWire, newBrowser } from '@tools/conformance/wire.ts';
import { testKeys } from '../../support/keys.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

const TOKENS = { alice: 'alice-0123456789abcdef', bob: 'bob-fedcba9876543210' };
const REMOTE = '203.0.113.7';
const HOST_NAME = 'test-host.bank.local';
const A3SP: PersonaConfig = {
  name: 'a3sp', login: { method: 'password', user: 'a3sp', password: 'Eis@2026' }, operations: 'rest', roles: ['transactor'],
};

let mock: RunningMock;
let dir: string;

beforeAll(async () => {
  const testers = parseTokenFile(`alice ${TOKENS.alice}\nbob ${TOKENS.bob}\n`);
  if ('problem' in testers) throw new Error(testers.problem);
  mock = await startMock({ port: 0, prism: sharedPrism(), team: team(testers, [HOST_NAME]) });
  installKitWire(mock.url, testKeys.sm2Public, rateLimiter(undefined));
  dir = mkdtempSync(join(tmpdir(), 'mock-team-'));
}, 60_000);

afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A call as it arrives from a tester's machine through a proxy here (or, `remote: false`, from this machine). */
function call(method: string, path: string, options: {
  token?: string; cookie?: string; workspace?: string; remote?: boolean; host?: string; body?: unknown; accept?: string;
} = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'host': options.host ?? `127.0.0.1:${String(mock.port)}`, 'content-type': 'application/json' };
  if (options.remote !== false) headers['x-forwarded-for'] = REMOTE;
  if (options.token) headers['x-mock-token'] = options.token;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.workspace) headers['x-mock-workspace'] = options.workspace;
  if (options.accept) headers.accept = options.accept;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: mock.port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

const error = (reply: Reply) => (JSON.parse(reply.body) as { error?: string }).error;

/** A tester's browser on another machine: its calls carry the workspace and the tester's token. */
function testerBrowser(workspace: string, token: string): Browser {
  const plain = newBrowser(`a3sp@${workspace}`);
  return {
    name: plain.name,
    fetch: (request) => {
      request.headers.set('x-mock-workspace', workspace);
      request.headers.set('x-mock-token', token);
      request.headers.set('x-forwarded-for', REMOTE);
      return plain.fetch(request);
    },
  };
}

describe('a shared mock (issue 52 item 3)', () => {
  it('refuses a call from another machine without a tester\'s token, saying how to get one', async () => {
    const listed = await call('GET', '/__mock/workspaces');
    expect(listed.status).toBe(401);
    expect(error(listed)).toContain('this mock is shared: a call from another machine carries a tester\'s token');
    const wrong = await call('GET', '/__mock/workspaces', { token: 'mallory-0123456789ab' });
    expect(wrong.status).toBe(401);
    expect(error(wrong)).toContain('not one of this mock\'s testers');
    // the portal's call: an error head it shows, before anything is read
    const api = await call('POST', '/api/common/getServerTime', { body: {} });
    expect(api.status).toBe(401);
    expect(JSON.parse(api.body)).toMatchObject({ head: { STATUS: 'E0407', MSG: expect.stringContaining('测试人员令牌缺失或无效') as unknown } });
    // a browser asking for the console is sent to the sign-in page
    const page = await call('GET', '/__mock/', { accept: 'text/html' });
    expect(page).toMatchObject({ status: 303, headers: { location: '/__mock/tester' } });
    const form = await call('GET', '/__mock/tester', { accept: 'text/html' });
    expect(form.status).toBe(200);
    expect(form.body).toContain('测试人员令牌');
  });

  it('serves a workspace\'s decrypted traffic to the tester who made it, and not to another', async () => {
    expect((await call('POST', '/__mock/workspaces', { token: TOKENS.alice, body: { name: 'alice' } })).status).toBe(201);
    expect((await call('POST', '/__mock/workspaces', { token: TOKENS.bob, body: { name: 'bob' } })).status).toBe(201);
    const listed = JSON.parse((await call('GET', '/__mock/workspaces', { token: TOKENS.bob })).body) as { workspaces: Array<{ name: string; owner: string | null }> };
    expect(listed.workspaces.map((w) => [w.name, w.owner])).toEqual([['default', null], ['alice', 'alice'], ['bob', 'bob']]);

    // alice logs in from her machine, in her workspace, through the real envelope
    const outcome = await logIn(A3SP, testKeys.sm2Public, testerBrowser('alice', TOKENS.alice));
    expect('session' in outcome, 'problem' in outcome ? outcome.problem : '').toBe(true);

    const mine = await call('GET', '/__mock/traffic', { token: TOKENS.alice, workspace: 'alice' });
    expect(mine.status).toBe(200);
    const entries = (JSON.parse(mine.body) as { entries: Array<{ id: number; path: string }> }).entries;
    expect(entries.map((e) => e.path.split('/').pop())).toContain('passwordLogin');
    // the call as the gateway saw it: from the tester's machine; the token that came with it is not in the log
    const one = await call('GET', `/__mock/traffic/${String(entries[0]?.id)}`, { token: TOKENS.alice, workspace: 'alice' });
    expect(one.status).toBe(200);
    expect((JSON.parse(one.body) as { client?: string }).client).toBe(REMOTE);
    expect(one.body).not.toContain(TOKENS.alice);

    for (const path of ['/__mock/traffic', '/__mock/traffic.har', `/__mock/traffic/${String(entries[0]?.id)}`]) {
      const theirs = await call('GET', path, { token: TOKENS.bob, workspace: 'alice' });
      expect(theirs.status, path).toBe(403);
      expect(error(theirs)).toBe('workspace alice is alice\'s workspace: its decrypted traffic is for alice alone; make a workspace of your own (POST /__mock/workspaces)');
      expect(theirs.body).not.toContain('passwordLogin');
    }
    expect((await call('POST', '/__mock/traffic/reset', { token: TOKENS.bob, workspace: 'alice' })).status).toBe(403);
    expect((await call('DELETE', '/__mock/workspaces/alice', { token: TOKENS.bob })).status).toBe(403);
    // nor the shared default workspace's, where any tester's calls may be
    expect((await call('GET', '/__mock/traffic', { token: TOKENS.alice })).status).toBe(403);
    // bob's own workspace is his
    expect((await call('GET', '/__mock/traffic', { token: TOKENS.bob, workspace: 'bob' })).status).toBe(200);
  });

  it('takes the token once at sign-in and then the cookie, from the console\'s browser', async () => {
    const signedIn = await call('POST', '/__mock/tester', { body: { token: TOKENS.alice } });
    expect(signedIn.status).toBe(200);
    const set = (signedIn.headers['set-cookie'] ?? [])[0] ?? '';
    expect(set).toMatch(/^eis_mock_tester=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    const cookie = set.split(';')[0] ?? '';
    expect(set).not.toContain(TOKENS.alice);
    expect((await call('GET', '/__mock/traffic', { cookie, workspace: 'alice' })).status).toBe(200);
    expect(JSON.parse((await call('GET', '/__mock/tester', { cookie })).body)).toEqual({ team: true, tester: 'alice', local: false });
    expect((await call('GET', '/__mock/traffic', { cookie: 'eis_mock_tester=forged', workspace: 'alice' })).status).toBe(401);
    expect((await call('POST', '/__mock/tester', { body: { token: 'bob-fedcba987654321X' } })).status).toBe(401);
  });

  it('keeps the host\'s own user on loopback as before: no token, every workspace', async () => {
    expect((await call('GET', '/__mock/traffic', { remote: false, workspace: 'alice' })).status).toBe(200);
    expect((await call('GET', '/__mock/traffic', { remote: false })).status).toBe(200);
    expect((await call('POST', '/api/common/getServerTime', { remote: false, body: {} })).status).toBe(200);
    // a token on loopback is that tester's: bob's still does not read alice's traffic
    expect((await call('GET', '/__mock/traffic', { remote: false, token: TOKENS.bob, workspace: 'alice' })).status).toBe(403);
  });

  it('answers the host\'s configured name and refuses another (DNS rebinding), token or not', async () => {
    const named = await call('GET', '/__mock/workspaces', { token: TOKENS.alice, host: `${HOST_NAME}:4010` });
    expect(named.status).toBe(200);
    const rebound = await call('GET', '/__mock/workspaces', { token: TOKENS.alice, host: 'attacker.example:4010' });
    expect(rebound.status).toBe(403);
    expect(error(rebound)).toContain(`the gateway answers loopback and ${HOST_NAME} only`);
    const api = await call('POST', '/api/common/getServerTime', { token: TOKENS.alice, host: 'attacker.example', body: {} });
    expect(api.status).toBe(403);
  });
});

describe('npm run mock -- --host (issue 52 item 3)', () => {
  it('serves beyond loopback only with a token file, and names the host for the Host check', () => {
    const file = join(dir, 'tokens.txt');
    writeFileSync(file, `# the team\nalice ${TOKENS.alice}\n`);
    expect(parseMockArgs(['--host', '10.20.30.40'])).toBe(
      '--host 10.20.30.40 serves beyond this machine, so every tester needs a token: give --tokens <file> ' +
      '(one "<name> <token>" a line; mock-server/README.md, "One mock on a test host")',
    );
    expect(parseMockArgs(['--host', '10.20.30.40', '--tokens', file])).toMatchObject({ host: '10.20.30.40', hostNames: ['10.20.30.40'] });
    expect(parseMockArgs(['--host', '0.0.0.0', '--tokens', file])).toMatch(/^--host 0\.0\.0\.0 listens on every address: name the host testers type with --host-name/);
    expect(parseMockArgs(['--host', '0.0.0.0', '--tokens', file, '--host-name', HOST_NAME])).toMatchObject({ hostNames: [HOST_NAME] });
    expect(parseMockArgs(['--host', '127.0.0.1'])).toMatchObject({ host: '127.0.0.1', hostNames: [] });
    expect(parseMockArgs(['--tokens', join(dir, 'missing.txt')])).toBe(`--tokens: cannot read ${join(dir, 'missing.txt')} (ENOENT)`);
    writeFileSync(file, 'alice short\n');
    expect(parseMockArgs(['--host', '10.20.30.40', '--tokens', file])).toMatch(/^--tokens .*: line 1: alice's token must be 16 to 256/);
    expect(parseMockArgs(['--host'])).toMatch(/^--host needs a host name or address/);
  });

  it('does not start beyond loopback without testers', async () => {
    await expect(startMock({ port: 0, host: '0.0.0.0' })).rejects.toThrow('only with testers\' tokens: --tokens <file>');
  });
});
