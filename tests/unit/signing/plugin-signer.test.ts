// The U盾 plug-in (window.EIS_UKEY, src/signing/key.ts) as a Signer (src/signing/plugin-signer.ts).
import { describe, expect, it } from 'vitest';
import type { KeyPlugin } from '@/signing/key.ts';
import { pluginSigner } from '@/signing/plugin-signer.ts';
import { SignerError } from '@/signing/signer.ts';

const reason = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof SignerError ? e.reason : `not a SignerError: ${String(e)}`));

describe('pluginSigner', () => {
  it('asks the plug-in for its certificate and signature of the exact text', async () => {
    const texts: string[] = [];
    const plugin: KeyPlugin = {
      certSn: () => Promise.resolve('5EED000000000123'),
      sign: (text) => {
        texts.push(text);
        return Promise.resolve('c2lnbmF0dXJlLW9mLXRoZS10ZXh0');
      },
    };
    const signer = pluginSigner(() => plugin);
    expect(await signer.certSn()).toBe('5EED000000000123');
    expect(await signer.sign('EIS/1 TX 1|a#')).toBe('c2lnbmF0dXJlLW9mLXRoZS10ZXh0');
    expect(texts).toEqual(['EIS/1 TX 1|a#']);
  });

  it('is noKey when the page has no plug-in', async () => {
    const signer = pluginSigner(() => undefined);
    expect(await reason(signer.certSn())).toBe('noKey');
    expect(await reason(signer.sign('x'))).toBe('noKey');
  });

  it.each([
    ['{ reason: "cancelled" }', { reason: 'cancelled' }, 'cancelled'],
    ['an Error named noKey', Object.assign(new Error('no key'), { name: 'noKey' }), 'noKey'],
    ['a SignerError', new SignerError('cancelled'), 'cancelled'],
    ['anything else', new Error('USB error'), 'failed'],
    ['a string', 'boom', 'failed'],
  ])('maps the plug-in\'s failure %s to its reason', async (_name, failure, expected) => {
    // a plug-in may reject with anything, not only Errors
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const plugin: KeyPlugin = { certSn: () => Promise.reject(failure), sign: () => Promise.reject(failure) };
    expect(await reason(pluginSigner(() => plugin).sign('x'))).toBe(expected);
  });
});
