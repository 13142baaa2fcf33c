// The wire and the mock gateway after the security review (issue 15): the envelope bound to its
// operation (finding 9), timestamps across zones and clock skew (finding 4), the gateway's limits,
// sessions, control endpoints, authorisation and lockout (finding 13). spec 000 §4, §6, §7, §8.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieFetch } from '../../../mock-server/cookie-fetch.ts';
import { TEST_PASSWORD } from '../../../mock-server/personas.ts';
import { type RunningMock, startMock } from '../../../mock-server/server.ts';
import { bootstrapWire } from '../../../src/api/bootstrap.ts';
import { installWire, send, serverOffset } from '../../../src/api/client.ts';
import { encryptPassword } from '../../../src/api/crypto/password.ts';
import { smClientSuite } from '../../../src/api/crypto/sm.ts';
import { getRandomCount, imageCode, passwordLogin, searchMenuListQry, userInfoThree } from '../../../src/api/generated/sdk/sdk.gen.ts';
import { testKeys } from '../../support/keys.ts';

let mock: RunningMock;

const control = (path: string, body?: unknown) =>
  fetch(`${mock.url}/__mock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });

/** The real client, whose requests are handed to `deliver` instead of the network (an attacker in the middle). */
function clientThrough(deliver: (request: Request) => Promise<Response>) {
  installWire({
    baseUrl: mock.url,
    loadSuite: () => Promise.resolve(smClientSuite(testKeys.sm2Public)),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => deliver(new Request(input, init)),
  });
}

type Head = { head: { STATUS: string; MSG: string } };
const headOf = async (response: Response) => ((await response.json()) as Head).head;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, 60_000);
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await control('reset');
});

describe('the envelope is bound to its operation (issue 15 finding 9)', () => {
  /** A sealed searchMenuListQry request as the portal sent it, held back from the gateway. */
  async function heldBack(): Promise<{ url: string; headers: Headers; body: string }> {
    let held: Request | undefined;
    clientThrough((request) => {
      held = request;
      return Promise.reject(new TypeError('held back'));
    });
    await send(searchMenuListQry, { MENU_MNAME: '转账', CHNL: 'ET' }, { silent: true }).catch(() => undefined);
    if (!held) throw new Error('the client sent nothing');
    return { url: held.url, headers: held.headers, body: await held.text() };
  }

  it('answers E0401 to a body sealed for one call and sent to another', async () => {
    const { url, headers, body } = await heldBack();
    // a public call, so that nothing but the envelope could refuse it
    const retargeted = await fetch(url.replace('/api/search/searchMenuListQry', '/api/common/getClientIp'), { method: 'POST', headers, body });
    expect(retargeted.headers.get('content-type')).toMatch(/^application\/json/); // plain: the envelope did not open
    expect(await headOf(retargeted)).toEqual({ STATUS: 'E0401', MSG: '请求报文无法解密或已被篡改' });
    // the same envelope at its own operation is accepted
    const own = await fetch(url, { method: 'POST', headers, body });
    expect(own.status).toBe(200);
    expect((await own.text()).startsWith('#10')).toBe(true);
  });
});

describe('timestamps across zones and clock skew (issue 15 finding 4; spec 000 §4 start-up server time, §7 timestamp)', () => {
  /** The real client on a computer whose clock is `skew()` ms off, with a cookie jar. */
  function clientWithClock(skew: () => number) {
    installWire({
      baseUrl: mock.url,
      loadSuite: () => Promise.resolve(smClientSuite(testKeys.sm2Public)),
      context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
      toggles: () => ({ signLog: false, testMode: false }),
      now: () => new Date(Date.now() + skew()),
      fetch: cookieFetch(),
    });
  }

  async function logIn(login: string) {
    const random = await send(getRandomCount, {}, { silent: true });
    const code = await send(imageCode, {}, { silent: true });
    return send(passwordLogin, {
      LOGIN_NAME: login,
      PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', testKeys.sm2Public),
      IMAGE_CODE: 'K7P2',
      IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
    }, { silent: true });
  }

  it.each([
    ['6 minutes fast', 6 * 60_000],
    ['6 minutes slow', -6 * 60_000],
    ['a day fast', 24 * 3_600_000],
  ])('a computer %s logs in after the start-up time call', async (_name, skew) => {
    clientWithClock(() => skew);
    const { serverOffsetMs } = await bootstrapWire(undefined, () => Date.now() + skew);
    expect(Math.abs(serverOffsetMs + skew)).toBeLessThan(5_000);
    await expect(logIn('a3sp')).resolves.toMatchObject({ NEXT_STEP: 'done' });
    expect((await send(userInfoThree, {}, { silent: true }))?.USER_ID).toBe('U000123');
  });

  it('a clock that moves after start-up gets 请校准电脑时间, and the next attempt passes once the time is measured again', async () => {
    let skew = 0;
    clientWithClock(() => skew);
    await bootstrapWire(undefined, () => Date.now() + skew);
    skew = 7 * 60_000; // the computer's clock is changed
    await expect(logIn('a3sp')).rejects.toMatchObject({ status: 'E0408', message: expect.stringContaining('请校准电脑时间') as string });
    await vi.waitFor(() => {
      expect(Math.abs(serverOffset() + skew)).toBeLessThan(5_000);
    });
    await expect(logIn('a3sp')).resolves.toMatchObject({ NEXT_STEP: 'done' });
  });

  it('refuses any other call whose timestamp is outside the window', async () => {
    clientWithClock(() => 6 * 60_000); // no start-up measurement
    await expect(send(imageCode, {}, { silent: true })).rejects.toMatchObject({ status: 'E0408' });
  });
});
