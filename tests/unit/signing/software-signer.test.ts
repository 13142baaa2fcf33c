// The software signers (src/signing/sm2-signer.ts, software-signer.ts): the U盾's signature made in
// memory with the TEST-ONLY key, as the logged-in user's certificate. spec 000 §3 (UserInfo), §7.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sm2 } from 'sm-crypto-v2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/store.ts';
import { SignerError } from '@/signing/signer.ts';
import { sm2Signer } from '@/signing/sm2-signer.ts';
import { softwareSigner, TEST_SIGNER_KEY } from '@/signing/software-signer.ts';
import { TEST_SIGNING_STEP_ID, TEST_SIGNING_STEP_MS } from '@/signing/test-signing-step.ts';

const keys = resolve(import.meta.dirname, '../../../test-keys');
const publicKey = readFileSync(resolve(keys, 'ukey-sm2-public.hex'), 'utf8').trim();
const hex = (base64: string) => Array.from(atob(base64), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const verifies = (text: string, signature: string) =>
  sm2.doVerifySignature(new TextEncoder().encode(text), hex(signature), publicKey, { hash: true });
const reason = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof SignerError ? e.reason : String(e)));

afterEach(() => {
  sessionStore.setState({ userInfo: undefined });
});

const user = (CERT_SN?: string) => ({ USER_ID: 'U000123', USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP' as const, COMP_USER_TYPE: '0', ...(CERT_SN ? { CERT_SN } : {}) });

describe('softwareSigner (TEST-ONLY key, test and development builds)', () => {
  it('signs the text\'s UTF-8 bytes so that the test U-key\'s public key verifies it (64 bytes, base64)', async () => {
    const text = 'EIS/1 TX 7070010000000|单笔转账|12,500.00（壹万贰仟伍佰元整）#|12500.00';
    const signature = await softwareSigner().sign(text);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(verifies(text, signature)).toBe(true);
    expect(verifies(`${text}0`, signature)).toBe(false);
  });

  it('answers the logged-in user\'s bound certificate, and noKey without one', async () => {
    sessionStore.setState({ userInfo: user('5EED000000000123') });
    expect(await softwareSigner().certSn()).toBe('5EED000000000123');
    sessionStore.setState({ userInfo: user() });
    expect(await reason(softwareSigner().certSn())).toBe('noKey');
  });

  it.each([
    ['absent', 'noKey'],
    ['cancel', 'cancelled'],
  ])('plays a key that is %s for browser tests (localStorage eis.test.signer)', async (mode, expected) => {
    sessionStore.setState({ userInfo: user('5EED000000000123') });
    localStorage.setItem(TEST_SIGNER_KEY, mode);
    expect(await reason(softwareSigner().certSn())).toBe(expected);
    expect(await reason(softwareSigner().sign('x'))).toBe(expected);
  });
});

describe('sm2Signer', () => {
  it('signs with any key it is given; another key\'s signature does not verify with the test key', async () => {
    const other = sm2.generateKeyPairHex();
    const signature = await sm2Signer(other.privateKey, () => 'AB12CD34').sign('x');
    expect(verifies('x', signature)).toBe(false);
    expect(sm2.doVerifySignature(new TextEncoder().encode('x'), hex(signature), other.publicKey, { hash: true })).toBe(true);
  });

  it('fails as failed with a key that is not one', async () => {
    expect(await reason(sm2Signer('zz', () => 'AB12CD34').sign('x'))).toBe('failed');
  });
});

// issue 49 item 7: a real key prompts when it signs; the test key shows testers that step
describe('the test key\'s visible step', () => {
  beforeEach(() => {
    document.getElementById(TEST_SIGNING_STEP_ID)?.remove(); // an earlier signature's
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(TEST_SIGNING_STEP_ID)?.remove();
  });

  it('says 测试签名：已使用测试证书签名 when it signs, as a status, for a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(document.getElementById(TEST_SIGNING_STEP_ID)).toBeNull();
    await softwareSigner().sign('EIS/2 TX 7070010000000|单笔转账');
    const step = document.getElementById(TEST_SIGNING_STEP_ID);
    expect(step?.textContent).toBe('测试签名：已使用测试证书签名');
    expect(step?.getAttribute('role')).toBe('status');
    vi.advanceTimersByTime(TEST_SIGNING_STEP_MS - 1);
    expect(document.getElementById(TEST_SIGNING_STEP_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById(TEST_SIGNING_STEP_ID)).toBeNull();
  });

  it('shows one step however often it signs, and none when the key refuses', async () => {
    await softwareSigner().sign('a');
    await softwareSigner().sign('b');
    expect(document.querySelectorAll(`#${TEST_SIGNING_STEP_ID}`)).toHaveLength(1);
    document.getElementById(TEST_SIGNING_STEP_ID)?.remove();
    localStorage.setItem(TEST_SIGNER_KEY, 'cancel');
    try {
      expect(await reason(softwareSigner().sign('c'))).toBe('cancelled');
    } finally {
      localStorage.removeItem(TEST_SIGNER_KEY);
    }
    expect(document.getElementById(TEST_SIGNING_STEP_ID)).toBeNull();
  });
});
