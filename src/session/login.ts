/**
 * The login flow's calls (spec 000 §4): password (through the password control), key, token and QR
 * code logins, the enterprise choice, and the flow's callback with where to go after it.
 */
import { send } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { forgetCalls } from '@/api/queries.ts';
import { getRandomCount } from '@/api/generated/areas/common/sdk.gen.ts';
import { enterpriseListQry, imageCode, passwordLogin, qrCodeIssue, qrCodePoll, selectEnterprise, tokenLogin, ukeyChallenge, ukeyLogin } from '@/api/generated/areas/login/sdk.gen.ts';
import { sessionRestored } from '@/api/signals.ts';
import { loadMenus, loadSession } from './load.ts';
import { LOGIN_UNFINISHED_MESSAGE, type NextStep, qrOutcome } from './login-flow.ts';
import { CALLBACK_KEY, loginCallbacks } from './login-start.ts';
import { dispatchFlow, sessionStore } from './store.ts';

/** What the password step needs: the control's random factor and an image code. */
export async function preparePasswordLogin(): Promise<{ mcryptKey: string; imageCodeId: string; imageData: string }> {
  const [random, code] = await Promise.all([send(getRandomCount, {}), send(imageCode, {})]);
  return { mcryptKey: random?.MCRYPT_KEY ?? '', imageCodeId: code?.IMAGE_CODE_ID ?? '', imageData: code?.IMAGE_DATA ?? '' };
}

function afterLogin(next: NextStep | undefined, login?: string): void {
  dispatchFlow({ type: 'loggedIn', next: next ?? 'done', ...(login ? { login } : {}) });
}

function loginFailed(error: unknown): void {
  dispatchFlow({ type: 'failed', message: error instanceof ApiError ? error.message : '登录失败，请重试' });
}

/** The password method: the password leaves the browser as the control's SM2 ciphertext only. */
export async function submitPassword(input: {
  login: string;
  password: string;
  imageCode: string;
  prepared: { mcryptKey: string; imageCodeId: string };
  gatewayPublicKey: string;
}): Promise<void> {
  try {
    // the SM2 code loads on first use, not with the first paint
    const { encryptPassword } = await import('@/protocol/crypto/password.ts');
    const result = await send(passwordLogin, {
      LOGIN_NAME: input.login,
      PASSWORD: encryptPassword(input.password, input.prepared.mcryptKey, input.gatewayPublicKey),
      IMAGE_CODE: input.imageCode,
      IMAGE_CODE_ID: input.prepared.imageCodeId,
    }, { silent: true });
    afterLogin(result?.NEXT_STEP, input.login);
  } catch (error) {
    loginFailed(error);
  }
}

/** The challenge a key signs at key login (a type, not an interface: it is passed as request values). */
export type KeyLoginValues = { CERT_SN: string; CHALLENGE_ID: string; CHALLENGE: string };

/**
 * The key, as key login needs it: its certificate, and its signature of a login challenge. The caller
 * (the login overlay) makes one of its key and the signing module's rules (src/signing/login.ts), so
 * the session never imports the signing module.
 */
export interface KeyLoginSigner {
  certSn(): Promise<string>;
  signLogin(values: KeyLoginValues): Promise<string>;
}

/**
 * Key login (spec 000 §4): the server's one-time challenge, signed by the key. The key signs the
 * LOGIN-domain text over the challenge (provisional, like the plug-in's API), never the server's
 * text itself, so a login can never be turned into a transaction signature.
 */
export async function submitKeyLogin(key: KeyLoginSigner): Promise<void> {
  try {
    const certSn = await key.certSn();
    const challenge = await send(ukeyChallenge, { CERT_SN: certSn }, { silent: true });
    if (!challenge) throw new Error('no challenge');
    const values = { CERT_SN: certSn, CHALLENGE_ID: challenge.CHALLENGE_ID, CHALLENGE: challenge.CHALLENGE };
    const signature = await key.signLogin(values);
    const result = await send(ukeyLogin, { ...values, SIGN_DATA: signature }, { silent: true });
    sessionStore.setState({ certInfo: { CERT_SN: certSn } });
    afterLogin(result?.NEXT_STEP);
  } catch (error) {
    loginFailed(error instanceof ApiError ? error : new ApiError('UKEY', 'U盾签名失败，请检查U盾后重试', 'ukeyLogin'));
  }
}

/** Single sign-on with a token from the URL (spec 000 §4). */
export async function submitToken(token: string): Promise<void> {
  try {
    afterLogin((await send(tokenLogin, { TOKEN: token }, { silent: true }))?.NEXT_STEP);
  } catch (error) {
    loginFailed(error);
  }
}

/** The QR method: a one-time code to scan with the mobile bank app. */
export async function issueQrCode(): Promise<{ id: string; content: string; expiresInSeconds: number }> {
  const body = await send(qrCodeIssue, {}, { silent: true });
  if (!body) throw new Error('no QR code');
  return { id: body.QR_CODE_ID, content: body.QR_CONTENT, expiresInSeconds: body.EXPIRE_SECONDS };
}

/** One poll; moves the flow on when the code was confirmed or expired. Returns the outcome. */
export async function pollQrCode(id: string, secondsLeft: number): Promise<'wait' | 'expired' | 'confirmed'> {
  let body: Awaited<ReturnType<typeof send<typeof qrCodePoll>>>;
  try {
    body = await send(qrCodePoll, { QR_CODE_ID: id }, { silent: true });
  } catch (error) {
    loginFailed(error);
    return 'expired';
  }
  const outcome = qrOutcome(body?.QR_STATUS ?? 'WAITING', secondsLeft);
  if (outcome === 'confirmed') afterLogin(body?.NEXT_STEP);
  if (outcome === 'expired') dispatchFlow({ type: 'qrExpired' });
  return outcome;
}

export async function enterpriseChoices(): Promise<Array<{ ORG_NO: string; CUSTOMER_NAME: string }>> {
  return (await send(enterpriseListQry, {}))?.ENTERPRISE_LIST ?? [];
}

export async function chooseEnterprise(orgNo: string): Promise<void> {
  const result = await send(selectEnterprise, { ORG_NO: orgNo });
  dispatchFlow({ type: 'enterpriseChosen', next: result?.NEXT_STEP ?? 'done' });
}

/** The flow's callback: reload the session and menus, end the flow (status 0), and say where to go. */
export async function finishLoginFlow(): Promise<string | undefined> {
  const stored = loginCallbacks().get(CALLBACK_KEY);
  loginCallbacks().remove(CALLBACK_KEY);
  const returnTo = sessionStore.getState().flow.returnTo ?? (typeof stored === 'string' ? stored : undefined);
  await forgetCalls(); // a new login (or another enterprise): nothing kept from before it shows
  const [loggedIn] = await Promise.all([loadSession(), loadMenus()]);
  if (!loggedIn) {
    // the gateway took the login but the user it made could not be read: closing the dialog would
    // leave a visitor's page with no word of why; the dialog goes back to its first step and says so
    dispatchFlow({ type: 'sessionLost', message: LOGIN_UNFINISHED_MESSAGE });
    return undefined;
  }
  dispatchFlow({ type: 'callbackRan' });
  sessionRestored();
  return returnTo;
}
