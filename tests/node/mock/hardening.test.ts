// The wire and the mock gateway after the security review (issue 15): the envelope bound to its
// operation (finding 9), timestamps across zones and clock skew (finding 4), the gateway's limits,
// sessions, control endpoints, authorisation and lockout (finding 13). spec 000 §4, §6, §7, §8.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../../mock-server/server.ts';
import { installWire, send } from '../../../src/api/client.ts';
import { smClientSuite } from '../../../src/api/crypto/sm.ts';
import { searchMenuListQry } from '../../../src/api/generated/sdk/sdk.gen.ts';
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
