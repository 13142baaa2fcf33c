// A logged-in client of the mock gateway for the signing tests: the real client and envelope over a
// cookie jar, the user kept in the session store as the portal keeps it (CERT_SN, CERT_PUBLIC_KEY),
// and the mock's control routes (ledger, faults, reset).
import { cookieFetch } from '../../mock-server/cookie-fetch.ts';
import { TEST_PASSWORD } from '../../mock-server/personas.ts';
import { type RunningMock, startMock } from '../../mock-server/server.ts';
import type { LedgerEntry } from '../../mock-server/sessions/state.ts';
import { afterAll, beforeAll } from 'vitest';
import { installWire, send } from '@/api/client.ts';
import { setErrorNotifier } from '@/api/signals.ts';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { getRandomCount, imageCode, passwordLogin, userInfoThree } from '@/api/generated/sdk/sdk.gen.ts';
import { sessionStore } from '@/session/store.ts';
import { testKeys } from './keys.ts';
import { sharedPrism } from './shared-prism.ts';

let browserFetch: typeof globalThis.fetch = globalThis.fetch;

/** The installed client's fetch: its cookie jar is the browser's, for calls the client does not make (uploads). */
export const clientFetch = (): typeof globalThis.fetch => browserFetch;

/** The client with a new cookie jar (or this fetch): a new browser, with no session yet. */
export function freshClient(mock: RunningMock, fetch: typeof globalThis.fetch = cookieFetch()): void {
  browserFetch = fetch;
  installWire({
    baseUrl: mock.url,
    loadSuite: () => Promise.resolve(smClientSuite(testKeys.sm2Public)),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch,
  });
}

/**
 * Logs in through the real client in a new browser (or, `sameClient`, through the client as it is);
 * keeps the user in the session store, like the portal.
 */
export async function logIn(mock: RunningMock, login: string, sameClient = false): Promise<void> {
  if (!sameClient) freshClient(mock);
  const random = await send(getRandomCount, {});
  const code = await send(imageCode, {});
  await send(passwordLogin, {
    LOGIN_NAME: login,
    PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', testKeys.sm2Public),
    IMAGE_CODE: 'K7P2',
    IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
  });
  sessionStore.setState({ userInfo: await send(userInfoThree, {}) });
}

const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

export const mockControl = (mock: RunningMock, path: string, init: RequestInit = JSON_POST) =>
  fetch(`${mock.url}/__mock/${path}`, init);

export async function ledger(mock: RunningMock): Promise<LedgerEntry[]> {
  return ((await (await mockControl(mock, 'ledger', { method: 'GET' })).json()) as { entries: LedgerEntry[] }).entries;
}

/** Queues a fault for the next call of an operation. */
export const queueFault = (mock: RunningMock, operation: string, fault: string) =>
  mockControl(mock, 'faults', { ...JSON_POST, body: JSON.stringify({ operation, fault, count: 1 }) });

/**
 * The mock gateway of one test file: started before its tests (the client's toasts silenced: the
 * tests read the failures themselves), stopped after them. The getter answers once it has started.
 */
export function mockForFile(): () => RunningMock {
  let mock: RunningMock | undefined;
  beforeAll(async () => {
    mock = await startMock({ port: 0, prism: sharedPrism() });
    setErrorNotifier(() => undefined);
  }, 60_000);
  afterAll(async () => {
    setErrorNotifier(undefined);
    await mock?.close();
  });
  return () => {
    if (!mock) throw new Error('the mock gateway has not started');
    return mock;
  };
}
