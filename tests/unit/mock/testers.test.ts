// One mock on a test host (issue 52 item 3): the token file, the token and cookie checks, who must carry
// a token, and who may read a workspace's decrypted traffic or remove it; the sign-in call; the Host
// check that accepts the host's configured name and still refuses any other.
import { describe, expect, it } from 'vitest';
import { crossSiteRefusal } from '@mock/gateway/http.ts';
import { signIn } from '@mock/workspaces/sign-in.ts';
import {
  admission, type Caller, callerOf, cookieValue, isLoopback, loopbackHost, mayOwn, ownerRefusal, parseTokenFile, team,
  TESTER_COOKIE, testerOfCookie, testerOfToken,
} from '@mock/workspaces/testers.ts';

const ALICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BOB = 'Z9y8X7w6V5u4T3s2';
const FILE = `# testers of the shared mock\nalice ${ALICE}\n\n  bob\t${BOB}  \r\n`;

function testers() {
  const parsed = parseTokenFile(FILE);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return team(parsed, ['test-host.bank.local'], Buffer.alloc(32, 7));
}

describe('the token file', () => {
  it('reads one "<name> <token>" a line, skipping comments and blank lines, and keeps no token', () => {
    const parsed = parseTokenFile(`\uFEFF${FILE}`);
    expect(Array.isArray(parsed) && parsed.map((t) => t.name)).toEqual(['alice', 'bob']);
    expect(JSON.stringify(parsed)).not.toContain(ALICE);
  });

  it('says what is wrong, and on which line', () => {
    expect(parseTokenFile('')).toEqual({ problem: 'the file names no tester: one line per tester, "<name> <token>"' });
    expect(parseTokenFile('# only a comment\n')).toHaveProperty('problem');
    expect(parseTokenFile(`alice ${ALICE}\nbob`)).toEqual({ problem: 'line 2: a line is "<name> <token>" (two words), not 1' });
    expect(parseTokenFile(`alice ${ALICE} extra`)).toEqual({ problem: 'line 1: a line is "<name> <token>" (two words), not 3' });
    expect(parseTokenFile(`Alice ${ALICE}`)).toMatchObject({ problem: expect.stringMatching(/^line 1: a tester's name is 1 to 32/) as unknown });
    expect(parseTokenFile('alice short-token')).toEqual({
      problem: 'line 1: alice\'s token must be 16 to 256 visible characters without spaces (openssl rand -hex 16 makes one)',
    });
    expect(parseTokenFile(`alice ${'x'.repeat(15)}`)).toHaveProperty('problem');
    expect(parseTokenFile(`alice ${'x'.repeat(16)}`)).not.toHaveProperty('problem');
    expect(parseTokenFile(`alice ${'é'.repeat(16)}`)).toHaveProperty('problem');
    expect(parseTokenFile(`alice ${ALICE}\n\nalice ${BOB}`)).toEqual({ problem: 'line 3: alice is named twice (also line 1)' });
    expect(parseTokenFile(`alice ${ALICE}\nbob ${ALICE}`)).toEqual({
      problem: 'line 2: bob\'s token is alice\'s too: every tester has a token of their own',
    });
  });
});

describe('tokens and sign-in cookies', () => {
  it('finds the tester a token belongs to, and nobody for another token', () => {
    const t = testers();
    expect(testerOfToken(t, ALICE)).toBe('alice');
    expect(testerOfToken(t, BOB)).toBe('bob');
    for (const wrong of [undefined, '', ALICE.slice(0, -1), `${ALICE}0`, ALICE.toUpperCase(), 'alice']) {
      expect(testerOfToken(t, wrong), String(wrong)).toBeUndefined();
    }
  });

  it('a cookie names its tester under this process\'s secret only', () => {
    const t = testers();
    expect(testerOfCookie(t, cookieValue(t, 'bob'))).toBe('bob');
    expect(cookieValue(t, 'bob')).not.toContain(BOB);
    const restarted = team(t.testers, [], Buffer.alloc(32, 8));
    expect(testerOfCookie(restarted, cookieValue(t, 'bob'))).toBeUndefined();
    for (const wrong of [undefined, '', 'bob', cookieValue(t, 'carol'), `${cookieValue(t, 'bob')}A`]) {
      expect(testerOfCookie(t, wrong), String(wrong)).toBeUndefined();
    }
  });
});

describe('who a caller is', () => {
  const request = { peer: '127.0.0.1', forwarded: undefined, token: undefined, cookie: undefined };

  it('is local from a loopback peer, and remote from another or when a proxy here names another client', () => {
    expect(callerOf(undefined, request)).toEqual({ team: false, local: true });
    expect(callerOf(undefined, { ...request, peer: '::ffff:127.0.0.1' }).local).toBe(true);
    expect(callerOf(undefined, { ...request, peer: '10.1.2.3' }).local).toBe(false);
    expect(callerOf(undefined, { ...request, forwarded: '10.9.9.9, 203.0.113.7' }).local).toBe(false);
    expect(callerOf(undefined, { ...request, forwarded: '203.0.113.7, 127.0.0.1' }).local).toBe(true);
    expect(callerOf(undefined, { ...request, peer: undefined }).local).toBe(false);
  });

  it('is the tester the token names, else the cookie; a credential that names nobody is said so', () => {
    const t = testers();
    expect(callerOf(t, { ...request, peer: '10.1.2.3', token: BOB })).toEqual({ team: true, local: false, tester: 'bob' });
    expect(callerOf(t, { ...request, cookie: cookieValue(t, 'alice') })).toEqual({ team: true, local: true, tester: 'alice' });
    expect(callerOf(t, { ...request, token: BOB, cookie: cookieValue(t, 'alice') }).tester).toBe('bob');
    expect(callerOf(t, { ...request, token: 'not-a-token-of-anyone' })).toEqual({ team: true, local: true, badCredential: true });
    expect(callerOf(t, { ...request, cookie: 'stale' })).toEqual({ team: true, local: true, badCredential: true });
    expect(callerOf(t, request)).toEqual({ team: true, local: true });
  });

  it('knows loopback addresses and host names', () => {
    for (const yes of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect(isLoopback(yes), yes).toBe(true);
    for (const no of ['10.0.0.1', '0.0.0.0', '::', '128.0.0.1', 'localhost', '127.0.0.1.evil']) expect(isLoopback(no), no).toBe(false);
    for (const yes of ['localhost', 'LOCALHOST', '127.0.0.1', '[::1]', '::1']) expect(loopbackHost(yes), yes).toBe(true);
    for (const no of ['0.0.0.0', '10.0.0.5', 'test-host', '::']) expect(loopbackHost(no), no).toBe(false);
  });
});

describe('who may do what', () => {
  const alone: Caller = { team: false, local: false };
  const keeper: Caller = { team: true, local: true };
  const stranger: Caller = { team: true, local: false };
  const alice: Caller = { team: true, local: false, tester: 'alice' };
  const aliceHere: Caller = { team: true, local: true, tester: 'alice' };

  it('lets a call in without a token only from this machine, or on a mock that is not shared', () => {
    expect(admission(alone, false)).toBeUndefined();
    expect(admission(keeper, false)).toBeUndefined();
    expect(admission(alice, false)).toBeUndefined();
    expect(admission(stranger, false)).toEqual({ status: 401, message: expect.stringContaining('this mock is shared') as unknown });
    expect(admission(stranger, true)).toBeUndefined();
    expect(admission({ ...keeper, badCredential: true }, false)).toMatchObject({ status: 401, message: expect.stringContaining('not one of') as unknown });
    expect(admission({ ...keeper, badCredential: true }, true)).toBeUndefined();
  });

  it('serves a workspace\'s own things to its maker, and the unowned ones to the host\'s keeper alone', () => {
    expect(mayOwn('alice', alone)).toBe(true);
    expect(mayOwn(undefined, alone)).toBe(true);
    expect(mayOwn('alice', alice)).toBe(true);
    expect(mayOwn('alice', aliceHere)).toBe(true);
    expect(mayOwn('bob', alice)).toBe(false);
    expect(mayOwn('bob', aliceHere)).toBe(false);
    expect(mayOwn(undefined, alice)).toBe(false);
    expect(mayOwn('bob', keeper)).toBe(true);
    expect(mayOwn(undefined, keeper)).toBe(true);
    expect(mayOwn(undefined, stranger)).toBe(false);
    expect(ownerRefusal('b1', 'bob', alice, 'its decrypted traffic')).toEqual({
      status: 403,
      message: 'workspace b1 is bob\'s workspace: its decrypted traffic is for bob alone; make a workspace of your own (POST /__mock/workspaces)',
    });
    expect(ownerRefusal('default', undefined, alice, 'removing it')?.message).toContain('the shared workspace of this host');
    expect(ownerRefusal('b1', 'bob', keeper, 'x')).toBeUndefined();
  });
});

describe('signing in (POST /__mock/tester)', () => {
  const remote: Caller = { team: true, local: false };
  const post = (raw: string, contentType = 'application/json') => ({ method: 'POST', raw, contentType, accept: '*/*' });

  it('sets the cookie for a tester\'s token, and refuses another', () => {
    const t = testers();
    const done = signIn(t, remote, post(JSON.stringify({ token: ALICE })));
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toEqual({ ok: true, tester: 'alice' });
    expect(done.cookie).toBe(`${TESTER_COOKIE}=${cookieValue(t, 'alice')}; Path=/; HttpOnly; SameSite=Strict; Max-Age=604800`);
    expect(signIn(t, remote, post(JSON.stringify({ token: 'nope-nope-nope-nope' })))).toMatchObject({ status: 401 });
    expect(signIn(t, remote, post('not json')).status).toBe(401);
    expect(signIn(t, remote, post('{"token": 7}')).cookie).toBeUndefined();
  });

  it('takes the page\'s form and sends the browser to the console; shows the page again on a wrong token', () => {
    const t = testers();
    const form = 'application/x-www-form-urlencoded';
    const done = signIn(t, remote, post(`token=${encodeURIComponent(BOB)}`, form));
    expect(done).toMatchObject({ status: 303, headers: { Location: '/__mock/' } });
    expect(done.cookie).toContain(cookieValue(t, 'bob'));
    const wrong = signIn(t, remote, post('token=%3Cscript%3E', form));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('令牌不正确');
    expect(wrong.body).not.toContain('<script>');
    expect(wrong.headers['Content-Security-Policy']).toContain('default-src \'none\'');
  });

  it('says who the caller is, shows a browser the page, signs out, and is absent on a mock that is not shared', () => {
    const t = testers();
    const get = (accept: string, caller: Caller) => signIn(t, caller, { method: 'GET', raw: '', contentType: '', accept });
    expect(JSON.parse(get('application/json', { ...remote, tester: 'bob' }).body)).toEqual({ team: true, tester: 'bob', local: false });
    expect(get('text/html,*/*', remote).headers['Content-Type']).toContain('text/html');
    expect(signIn(t, remote, { method: 'DELETE', raw: '', contentType: '', accept: '' }).cookie).toContain('Max-Age=0');
    expect(signIn(undefined, { team: false, local: true }, post(JSON.stringify({ token: ALICE }))).status).toBe(404);
    expect(JSON.parse(signIn(undefined, { team: false, local: true }, { method: 'GET', raw: '', contentType: '', accept: '' }).body))
      .toEqual({ team: false, tester: null, local: true });
  });
});

describe('the Host check of a shared mock (issue 15 finding 13, issue 52 item 3)', () => {
  it('accepts loopback and the configured names, and refuses every other (DNS rebinding)', () => {
    const names = ['test-host.bank.local', '10.20.30.40'];
    expect(crossSiteRefusal({ host: 'test-host.bank.local:4010' }, [], names)).toBeUndefined();
    expect(crossSiteRefusal({ host: 'TEST-HOST.bank.local' }, [], names)).toBeUndefined();
    expect(crossSiteRefusal({ host: '10.20.30.40:4010' }, [], names)).toBeUndefined();
    expect(crossSiteRefusal({ host: '127.0.0.1:4010' }, [], names)).toBeUndefined();
    expect(crossSiteRefusal({ host: 'evil.example:4010' }, [], names)).toBe(
      'the gateway answers loopback and test-host.bank.local, 10.20.30.40 only, not "evil.example:4010"',
    );
    expect(crossSiteRefusal({ host: 'test-host.bank.local.evil.example' }, [], names)).toBeDefined();
    expect(crossSiteRefusal({ host: 'test-host.bank.local:4010' })).toBeDefined();
    // an Origin other than the host it was sent to is still refused
    expect(crossSiteRefusal({ host: 'test-host.bank.local:4010', origin: 'http://evil.example' }, [], names)).toBe('a request from http://evil.example');
    expect(crossSiteRefusal({ host: 'test-host.bank.local:4010', origin: 'http://test-host.bank.local:4010' }, [], names)).toBeUndefined();
  });
});
