/**
 * A persona logged in as the portal logs in (spec 000 §4, §7): the password control's ciphertext over
 * the session's random factor (getRandomCount, imageCode, passwordLogin) or single sign-on
 * (tokenLogin), the enterprise choice when the login asks for it, then userInfoThree, whose CERT_SN
 * and CERT_PUBLIC_KEY the signed calls use. Every step is an exchange the checks read.
 */
import { sm2 } from 'sm-crypto-v2';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import type { PersonaConfig } from './config.ts';
import type { Exchange } from './model.ts';
import { type Body, type Browser, call, newBrowser } from './wire.ts';

export interface UserInfo {
  readonly USER_ID?: string;
  readonly USER_INDVATTELVL?: string;
  readonly COMP_USER_TYPE?: string;
  readonly CERT_SN?: string;
  readonly CERT_PUBLIC_KEY?: string;
}

export interface Session {
  readonly persona: PersonaConfig;
  readonly browser: Browser;
  readonly user: UserInfo;
}

export type LoginOutcome =
  | { readonly session: Session; readonly exchanges: Exchange[] }
  | { readonly problem: string; readonly exchanges: Exchange[] };

/** The image code the mock accepts (any 4 to 6 letters or digits); a real test gateway's is configured. */
export const DEFAULT_IMAGE_CODE = 'K7P2';

const bodyOf = (ex: Exchange): Body | undefined => {
  const client = ex.client;
  return client?.ok && typeof client.body === 'object' && client.body !== null ? (client.body as Body) : undefined;
};
const refusal = (ex: Exchange) => (ex.client && !ex.client.ok ? `${ex.client.status} ${ex.client.message}` : 'no answer');
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Logs in with the persona's password through the password control. */
async function passwordSteps(browser: Browser, login: Extract<PersonaConfig['login'], { method: 'password' }>, key: string) {
  const exchanges: Exchange[] = [];
  const random = await call(browser, 'getRandomCount', {}, 'login: random factor');
  const code = await call(browser, 'imageCode', {}, 'login: image code');
  exchanges.push(random, code);
  const factor = text(bodyOf(random)?.MCRYPT_KEY);
  const body = {
    LOGIN_NAME: login.user,
    PASSWORD: encryptPassword(login.password, factor, key),
    IMAGE_CODE: login.imageCode ?? DEFAULT_IMAGE_CODE,
    IMAGE_CODE_ID: text(bodyOf(code)?.IMAGE_CODE_ID),
  };
  const done = await call(browser, 'passwordLogin', body, 'login');
  exchanges.push(done);
  return { done, exchanges };
}

/** Logs the persona in, in a new browser (or this one); chooses its enterprise when asked. */
export async function logIn(
  persona: PersonaConfig, gatewayKey: string, browser = newBrowser(persona.name),
): Promise<LoginOutcome> {
  const { done, exchanges } = persona.login.method === 'password'
    ? await passwordSteps(browser, persona.login, gatewayKey)
    : await (async () => {
        const ex = await call(browser, 'tokenLogin', { TOKEN: (persona.login as { token: string }).token }, 'login');
        return { done: ex, exchanges: [ex] };
      })();
  if (!done.client?.ok) return { problem: `${persona.name} could not log in: ${refusal(done)}`, exchanges };
  if (bodyOf(done)?.NEXT_STEP === 'selectEnterprise') {
    const list = await call(browser, 'enterpriseListQry', {}, 'login: enterprises');
    exchanges.push(list);
    const offered = bodyOf(list)?.ENTERPRISE_LIST;
    const first = Array.isArray(offered) ? text((offered[0] as Body | undefined)?.ORG_NO) : '';
    const chosen = await call(browser, 'selectEnterprise', { ORG_NO: persona.enterprise ?? first }, 'login: enterprise');
    exchanges.push(chosen);
    if (!chosen.client?.ok) return { problem: `${persona.name} could not choose an enterprise: ${refusal(chosen)}`, exchanges };
  }
  const info = await call(browser, 'userInfoThree', {}, 'login: user');
  exchanges.push(info);
  const user = bodyOf(info);
  if (!user) return { problem: `${persona.name}: userInfoThree after login: ${refusal(info)}`, exchanges };
  return { session: { persona, browser, user }, exchanges };
}

/** Logs the session out (logOut); the exchange. */
export const logOut = (session: Session, label = 'logout'): Promise<Exchange> => call(session.browser, 'logOut', {}, label);

/** A key: the configured TEST signing key, as the user's U-key signs (SM2 with SM3, default user id, r‖s in base64). */
export interface Signer {
  readonly publicKey: string;
  sign(text: string): string;
}

export function softwareKey(privateKey: string): Signer {
  const publicKey = sm2.getPublicKeyFromPrivateKey(privateKey);
  return {
    publicKey,
    sign(text) {
      const hex = sm2.doSignature(new TextEncoder().encode(text), privateKey, { hash: true, publicKey });
      return Buffer.from(hex, 'hex').toString('base64');
    },
  };
}

/**
 * Why this session cannot sign with the key, or undefined: the gateway verifies a signature against
 * the user's certificate, whose key userInfoThree gives (CERT_PUBLIC_KEY).
 */
export function keyProblem(session: Session, signer: Signer): string | undefined {
  if (!session.user.CERT_SN) return `${session.persona.name} has no certificate (userInfoThree gives no CERT_SN)`;
  const theirs = session.user.CERT_PUBLIC_KEY?.toLowerCase();
  if (theirs && theirs !== signer.publicKey.toLowerCase()) {
    return `the configured signing key is not ${session.persona.name}'s certificate (CERT_PUBLIC_KEY differs)`;
  }
  return undefined;
}
