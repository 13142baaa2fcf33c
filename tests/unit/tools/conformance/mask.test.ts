// No secret reaches a conformance report (tools/conformance/mask.ts, issue 53 item 3: "masked"):
// passwords, tokens, keys, PINs, one-time codes, cookies and the wrapped call key; a signature keeps
// only its start and length; long texts are cut.
import { describe, expect, it } from 'vitest';
import { clip, isSecretName, MASK, maskBody, maskCookies, maskFields, maskHeaders, maskSignature, TEXT_LIMIT } from '@tools/conformance/mask.ts';

describe('isSecretName', () => {
  it.each(['PASSWORD', 'NEW_PASSWORD', 'old_pwd', 'MCRYPT_KEY', 'X-EIS-Key', 'TOKEN', 'accessToken', 'CLIENT_SECRET', 'PIN', 'CARD_PIN', 'PIN_CODE',
    'SMS_CODE', 'MD5DigestStr', 'Cookie', 'Authorization', 'PASSWD'])('%s is a secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each(['IDEMPOTENCY_KEY', 'SORT_KEY', 'ACCT_NO', 'PINYIN_NAME', 'SPINNER', 'CHALLENGE', 'CERT_SN', 'FILE_DIGEST', 'TRANS_SEQ'])(
    '%s is not', (name) => {
      expect(isSecretName(name)).toBe(false);
    },
  );
});

describe('maskFields', () => {
  it('masks secrets at any depth and keeps the rest', () => {
    expect(maskFields({
      LOGIN_NAME: 'a3sp', PASSWORD: '04abc', IDEMPOTENCY_KEY: 'EIS-1',
      body: { LIST: [{ ACCT_NO: '6230', TOKEN: 't' }], nested: { SMS_CODE: '123456' } },
    })).toEqual({
      LOGIN_NAME: 'a3sp', PASSWORD: MASK, IDEMPOTENCY_KEY: 'EIS-1',
      body: { LIST: [{ ACCT_NO: '6230', TOKEN: MASK }], nested: { SMS_CODE: MASK } },
    });
  });

  it('leaves an empty or missing secret as it is, so a report shows it was not sent', () => {
    expect(maskFields({ PASSWORD: '', TOKEN: null, PIN: undefined })).toEqual({ PASSWORD: '', TOKEN: null, PIN: undefined });
  });

  it('keeps a signature\'s start and length', () => {
    const signature = 'MEUCIQDf3v1lK2m8zQ7c0Ra9sXyJ4uHhKbW5nT1pGv6eLqY0JwIgV7c=';
    expect(maskFields({ SIGN_DATA: signature })).toEqual({ SIGN_DATA: `MEUCIQDf3v1l… (${String(signature.length)} characters)` });
    expect(maskSignature('short')).toBe(MASK);
    expect(maskSignature('123456789012')).toBe(MASK);
    expect(maskSignature('1234567890123')).toBe('123456789012… (13 characters)');
  });

  it('cuts long texts and stops at a depth', () => {
    const long = 'x'.repeat(TEXT_LIMIT + 5);
    expect(maskFields({ note: long })).toEqual({ note: `${'x'.repeat(TEXT_LIMIT)}… (${String(TEXT_LIMIT + 5)} characters)` });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i += 1) deep = { inner: deep };
    expect(JSON.stringify(maskFields(deep))).toContain('"…"');
    expect(maskFields(42)).toBe(42);
    expect(maskFields([1, 'a'])).toEqual([1, 'a']);
  });
});

describe('headers, cookies and bodies', () => {
  it('masks cookie values, keeps their names', () => {
    expect(maskCookies('EIS_SESSION=abc; lang=zh')).toBe('EIS_SESSION=***; lang=***');
    expect(maskCookies('flag')).toBe('flag');
  });

  it('masks the wrapped key and credentials, cuts long values', () => {
    expect(maskHeaders({ 'x-eis-key': '04ff', 'cookie': 'EIS_SESSION=s', 'set-cookie': 'EIS_SESSION=t; Path=/', 'x-eis-nonce': 'n', 'x-long': 'y'.repeat(600) }))
      .toEqual({ 'x-eis-key': MASK, 'cookie': 'EIS_SESSION=***', 'set-cookie': 'EIS_SESSION=***; Path=***', 'x-eis-nonce': 'n', 'x-long': `${'y'.repeat(512)}… (600 characters)` });
  });

  it('masks a JSON body and cuts anything else', () => {
    expect(maskBody('{"PASSWORD":"04ab","A":1}')).toBe('{"PASSWORD":"***","A":1}');
    expect(maskBody('  [{"TOKEN":"t"}]')).toBe('[{"TOKEN":"***"}]');
    expect(maskBody('{not json')).toBe('{not json');
    expect(maskBody(`#10${'z'.repeat(700)}`, 600)).toBe(`#10${'z'.repeat(597)}… (703 characters)`);
    expect(clip('abc', 3)).toBe('abc');
  });
});
