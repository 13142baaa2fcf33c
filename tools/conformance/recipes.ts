/**
 * Operations that need something before they can be called as a user calls them: the login family in
 * a browser of its own (password, single sign-on, QR code, U-key), the key check over a fresh
 * challenge, a batch transaction over the file it uploaded, the outcome query and the challenge with
 * a fresh idempotency key, the enterprise choice from the list the gateway offers. Dual control
 * (transAuthSubmit) is in ./dual-control.ts.
 */
import { batchFileOf } from '@/protocol/batch/of-operation.ts';
import { batchTemplate } from '@/protocol/batch/csv.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import { SUCCESS } from './checks.ts';
import type { Operation } from './contract.ts';
import { dualControl } from './dual-control.ts';
import { ruleReview } from './rule-review.ts';
import { type CaseRecorder, type Kit } from './kit.ts';
import { BY_KIND, inputsFor, type Recipe, signed } from './kinds.ts';
import { answerBody } from './money.ts';
import { keyProblem, logIn, logOut, type Session } from './session.ts';
import { keyChallenge, newIdempotencyKey, signKeyCheck } from './signing.ts';
import { type Body, call, newBrowser } from './wire.ts';

/** A login of its own for a case (the persona's session for the sweep stays as it is). */
async function ownLogin(kit: Kit, rec: CaseRecorder, session: Session): Promise<Session | undefined> {
  const own = await logIn(session.persona, kit.gatewayKey, newBrowser(`${session.persona.name} (own login)`));
  if ('problem' in own) {
    for (const ex of own.exchanges) await rec.expect(ex, SUCCESS);
    return undefined;
  }
  rec.add(...own.exchanges);
  return own.session;
}

const passwordLogin: Recipe = async (kit, rec, _op, session) => {
  if (session.persona.login.method !== 'password') {
    rec.skip('login', `${session.persona.name} logs in by token in the configuration`);
    return;
  }
  const own = await logIn(session.persona, kit.gatewayKey, newBrowser(`${session.persona.name} (login)`));
  for (const ex of own.exchanges) await rec.expect(ex, SUCCESS);
  if ('session' in own) rec.add(await logOut(own.session));
};

/** Single sign-on with the token of a persona of the run that has one (the case's own first). */
const tokenLogin: Recipe = async (kit, rec, _op, session) => {
  const tokenOf = (p: Session['persona']) => p.ssoToken ?? (p.login.method === 'token' ? p.login.token : undefined);
  const persona = [session.persona, ...kit.personas].find((p) => tokenOf(p) !== undefined);
  const token = persona && tokenOf(persona);
  if (!persona || !token) {
    rec.skip('login', 'no persona of the run has a single sign-on token in the configuration (ssoToken)');
    return;
  }
  const browser = newBrowser(`${persona.name} (token)`);
  await rec.expect(await call(browser, 'tokenLogin', { TOKEN: token }, `token login as ${persona.name}`), SUCCESS);
  rec.add(await call(browser, 'logOut', {}, 'logout'));
};

/** Logout ends the session: userInfoThree then answers 005 (spec 000 §4). */
const logOutRecipe: Recipe = async (kit, rec, _op, session) => {
  const own = await ownLogin(kit, rec, session);
  if (!own) return;
  await rec.expect(await logOut(own), SUCCESS);
  await rec.expect(await call(own.browser, 'userInfoThree', {}, 'after logout'), { kind: 'refusal', status: '005' });
};

const qrCodePoll: Recipe = async (_kit, rec, _op, session) => {
  const browser = newBrowser(`${session.persona.name} (QR code)`);
  const issued = await call(browser, 'qrCodeIssue', {}, 'QR code');
  rec.add(issued);
  await rec.expect(await call(browser, 'qrCodePoll', { QR_CODE_ID: answerBody(issued)?.QR_CODE_ID ?? '' }, 'poll'), SUCCESS);
};

const ukeyChallengeRecipe: Recipe = async (_kit, rec, _op, session) => {
  await rec.expect(await call(session.browser, 'ukeyChallenge', { CERT_SN: session.user.CERT_SN ?? '' }, 'example'), SUCCESS);
};

/** Key login: the challenge for the user's certificate, the LOGIN-domain text signed (spec 000 §4). */
const ukeyLogin: Recipe = async (kit, rec, _op, session) => {
  const problem = keyProblem(session, kit.signer);
  if (problem) {
    rec.skip('key login', problem);
    return;
  }
  const fresh: Session = { ...session, browser: newBrowser(`${session.persona.name} (U-key)`) };
  const { ex, values } = await keyChallenge(fresh);
  rec.add(ex);
  if (!values) {
    rec.fail('key login', `ukeyChallenge: ${ex.client?.ok === false ? ex.client.status : 'no challenge'}`);
    return;
  }
  const signedCheck = signKeyCheck(kit.signer, 'ukeyLogin', values);
  if ('problem' in signedCheck) {
    rec.fail('key login', signedCheck.problem);
    return;
  }
  await rec.expect(await call(fresh.browser, 'ukeyLogin', signedCheck.body, 'key login'), SUCCESS);
  rec.add(await call(fresh.browser, 'logOut', {}, 'logout'));
};

/** The inserted key belongs to the user: signed over a challenge of the session, in a login of its own. */
const loginUkeyCheck: Recipe = async (kit, rec, _op, session) => {
  const problem = keyProblem(session, kit.signer);
  if (problem) {
    rec.skip('key check', problem);
    return;
  }
  const own = await ownLogin(kit, rec, session);
  if (!own) return;
  const { ex, values } = await keyChallenge(own);
  rec.add(ex);
  const check = values ? signKeyCheck(kit.signer, 'loginUkeyCheck', values) : { problem: 'ukeyChallenge gave no challenge' };
  if ('problem' in check) rec.fail('key check', check.problem);
  else await rec.expect(await call(own.browser, 'loginUkeyCheck', check.body, 'key check'), SUCCESS);
  rec.add(await logOut(own));
};

const selectEnterprise: Recipe = async (_kit, rec, _op, session) => {
  const list = await call(session.browser, 'enterpriseListQry', {}, 'enterprises');
  rec.add(list);
  const offered = answerBody(list)?.ENTERPRISE_LIST;
  const first = Array.isArray(offered) ? (offered[0] as Body | undefined)?.ORG_NO : undefined;
  const orgNo = session.persona.enterprise ?? (typeof first === 'string' ? first : '');
  await rec.expect(await call(session.browser, 'selectEnterprise', { ORG_NO: orgNo }, 'example'), SUCCESS);
};

/** A call that takes an idempotency key: with a fresh one, as the portal makes one per authorization. */
const freshKey: Recipe = async (kit, rec, op, session) => {
  const body = { ...inputsFor(kit, op.operationId), IDEMPOTENCY_KEY: newIdempotencyKey() };
  await rec.expect(await call(session.browser, op.operationId, body, 'example'), SUCCESS);
};

/** What changes a persona's own credentials is called only when the configuration allows it. */
const credentials: Recipe = async (kit, rec, op, session) => {
  if (!kit.config.accountChanges) {
    rec.skip('example', 'changes the persona\'s own credentials: allowed only with "accountChanges": true in the configuration');
    return;
  }
  await BY_KIND.form(kit, rec, op, session);
};

/** A batch's file, uploaded as the portal uploads it (multipart, never sealed): what the batch signs for it. */
export async function uploadBatch(rec: CaseRecorder, session: Session, operationId: string): Promise<Body | undefined> {
  const file = batchFileOf(operationId);
  if (!file?.example) {
    rec.skip('upload', `${operationId} has no batch file with an example line in the contract`);
    return undefined;
  }
  const bytes = new TextEncoder().encode(batchTemplate(file.columns, [file.example]));
  const body = { FILE: new File([bytes], 'conformance.csv', { type: 'text/csv' }), TRANS_TYPE: file.transType, H_MENU_ID: '' };
  const ex = await call(session.browser, 'uploadFile', body, `upload (${file.transType})`);
  await rec.expect(ex, SUCCESS);
  const batchNo = answerBody(ex)?.BATCH_NO;
  if (typeof batchNo !== 'string') return undefined;
  return { BATCH_NO: batchNo, TOTAL_COUNT: '1', TRAN_AMT: file.example.TRAN_AMT ?? '', FILE_DIGEST: fileDigest(bytes) };
}

const batch: Recipe = async (kit, rec, op, session) => {
  const uploaded = await uploadBatch(rec, session, op.operationId);
  if (uploaded) await signed(kit, rec, op, session, { ...inputsFor(kit, op.operationId), ...uploaded });
};

const uploadFile: Recipe = async (_kit, rec, _op, session) => {
  const first = ['batchTransferSub', 'payrollTransferSub'].find((id) => batchFileOf(id)?.example);
  if (first) await uploadBatch(rec, session, first);
  else rec.skip('upload', 'no batch operation with a file example in the contract');
};

const SPECIAL: Readonly<Record<string, Recipe>> = {
  passwordLogin, tokenLogin, logOut: logOutRecipe, qrCodePoll, ukeyChallenge: ukeyChallengeRecipe, ukeyLogin,
  loginUkeyCheck,
  selectEnterprise, transChallengeIssue: freshKey, transStatusQry: freshKey, uploadFile, transAuthSubmit: dualControl,
  authRuleReview: ruleReview,
  changePassword: credentials, forgotPassword: credentials, forgotPasswordSms: credentials, updateBaseInfo: credentials,
};

/** How an operation is called in the sweep. */
export function recipeFor(op: Operation): Recipe {
  return SPECIAL[op.operationId] ?? (op.fields.batch ? batch : BY_KIND[op.kind]);
}
