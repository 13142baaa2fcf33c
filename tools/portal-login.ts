/**
 * A persona's password login from Node through the portal's own request layer (src/api/client.ts:
 * the #10 envelope, the password control's SM2 ciphertext, the image code), as the login dialog makes
 * it: the gateway's clock, getRandomCount and imageCode, passwordLogin, the enterprise step when the
 * login asks for it, then userInfoThree as the portal's start-up reads the user. One sequence for the
 * tools that log in from Node (`npm run mock:login`, the browser tests' logins outside the dialog).
 */
import { installWire, send, syncServerClock } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { enterpriseListQry, getRandomCount, imageCode, passwordLogin, selectEnterprise, userInfoThree } from '@/api/generated/sdk/sdk.gen.ts';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { testKeys } from '@mock/keys.ts';
import { TEST_PASSWORD } from '@mock/personas.ts';

export interface PortalLogin {
  /** Where the calls go: the gateway, or a page's origin that proxies /api to it. */
  baseUrl: string;
  login: string;
  /** The fetch the calls go through (a cookie jar keeps the session). */
  fetch: typeof globalThis.fetch;
  /**
   * The enterprise (ORG_NO) a persona of several chooses after the password, or `first` for the first
   * one offered; without one, such a login is refused, as the dialog would wait for the choice.
   */
  enterprise?: string;
}

export interface PortalUser {
  user: NonNullable<Awaited<ReturnType<typeof readUser>>>;
  /** The enterprise chosen after the password, by name, when the login asked for one. */
  enterprise?: string;
}

/** A step of the login the gateway refused, said with what it answered. */
export class PortalLoginError extends Error {
  override name = 'PortalLoginError';
}

/** One step of the login, its refusal said with what the gateway answered. */
async function step<T>(login: string, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const answer = error instanceof ApiError ? `${error.operation} answered ${error.status} ${error.message}` : String(error);
    throw new PortalLoginError(`${login}'s login failed at ${what}: ${answer}`, { cause: error });
  }
}

const silent = { silent: true };
const readUser = () => send(userInfoThree, {}, silent);

/** The enterprise step: the named (or first) enterprise chosen; its name. */
async function chooseEnterprise(login: string, wanted: string | undefined) {
  const choices = (await step(login, 'enterpriseListQry', () => send(enterpriseListQry, {}, silent)))?.ENTERPRISE_LIST ?? [];
  const chosen = wanted === 'first' ? choices[0] : choices.find((e) => e.ORG_NO === wanted);
  if (!chosen) {
    const offered = choices.map((e) => `${e.ORG_NO} ${e.CUSTOMER_NAME}`).join(', ') || 'none';
    throw new PortalLoginError(`${login} chooses an enterprise after the password (offered: ${offered}): name one (ORG_NO)`);
  }
  const chose = await step(login, 'selectEnterprise', () => send(selectEnterprise, { ORG_NO: chosen.ORG_NO }, silent));
  const next: string = chose?.NEXT_STEP ?? 'done';
  return { name: chosen.CUSTOMER_NAME, next };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Logs the persona in and reads the user back. One at a time: the request layer is one configured
 * client per process, so a second login waits for the first.
 */
export function portalLogin(options: PortalLogin): Promise<PortalUser> {
  const next = queue.then(() => passwordSteps(options));
  queue = next.catch(() => undefined);
  return next;
}

async function passwordSteps({ baseUrl, login, fetch, enterprise }: PortalLogin): Promise<PortalUser> {
  const suite = smClientSuite(testKeys.sm2Public);
  installWire({
    baseUrl,
    loadSuite: () => Promise.resolve(suite),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch,
  });
  // the gateway's clock, as the portal's start-up measures it: a workspace's clock may be moved
  await step(login, 'getServerTime', () => syncServerClock());
  const [random, code] = await step(login, 'the password step', () =>
    Promise.all([send(getRandomCount, {}, silent), send(imageCode, {}, silent)]));
  const result = await step(login, 'passwordLogin', () => send(passwordLogin, {
    LOGIN_NAME: login,
    PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', testKeys.sm2Public),
    IMAGE_CODE: 'K7P2',
    IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
  }, silent));
  let next: string = result?.NEXT_STEP ?? 'done';
  let chosen: string | undefined;
  if (next === 'selectEnterprise') ({ name: chosen, next } = await chooseEnterprise(login, enterprise));
  if (next !== 'done') throw new PortalLoginError(`${login}'s login goes on at step ${next}, which only the dialog takes`);
  const user = await step(login, 'userInfoThree', readUser);
  if (!user) throw new PortalLoginError(`${login}'s login: userInfoThree answered no user`);
  return { user, ...(chosen === undefined ? {} : { enterprise: chosen }) };
}
