// The Signer's failures (src/signing/signer.ts): every failure is a SignerError with a reason and a
// Chinese message, an unknown one is 'failed' with the original as its cause. spec 000 §4 (the signing
// plug-in), §7.
import { describe, expect, it } from 'vitest';
import { asSignerError, noKeySigner, SignerError } from '@/signing/signer.ts';

describe('SignerError', () => {
  it.each([
    ['noKey', '未检测到U盾'],
    ['cancelled', '已取消U盾签名'],
    ['failed', 'U盾签名失败'],
  ] as const)('%s says %s by default', (reason, message) => {
    const error = new SignerError(reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SignerError', reason, message });
  });

  it('keeps a message of its own and the cause', () => {
    const cause = new Error('agent down');
    expect(new SignerError('failed', '签名服务无应答', { cause })).toMatchObject({ reason: 'failed', message: '签名服务无应答', cause });
  });
});

describe('asSignerError', () => {
  it('gives a SignerError as it is', () => {
    const error = new SignerError('cancelled');
    expect(asSignerError(error)).toBe(error);
  });

  it.each([
    ['an Error', new TypeError('Failed to fetch')],
    ['a string', 'plug-in crashed'],
    ['undefined', undefined],
  ])('makes %s a failed SignerError, with it as the cause', (_name, thrown) => {
    const error = asSignerError(thrown);
    expect(error).toBeInstanceOf(SignerError);
    expect(error).toMatchObject({ name: 'SignerError', reason: 'failed', message: 'U盾签名失败' });
    expect(error.cause).toBe(thrown);
    expect('cause' in error).toBe(true);
  });
});

describe('noKeySigner (a browser with no key)', () => {
  it.each([
    ['the certificate', () => noKeySigner.certSn()],
    ['a signature', () => noKeySigner.sign('EIS/1 TX 7070010000000#')],
  ])('refuses %s with noKey', async (_name, call) => {
    await expect(call()).rejects.toMatchObject({ name: 'SignerError', reason: 'noKey', message: '未检测到U盾' });
  });
});
