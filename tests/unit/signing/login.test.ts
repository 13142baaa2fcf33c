// Key login's signature (src/signing/login.ts): the key signs the LOGIN-domain text over the
// challenge, never the server's challenge itself. spec 000 §4 (key login), §7.
import { describe, expect, it } from 'vitest';
import { keyLoginSignature } from '@/signing/login.ts';
import { SignerError, type Signer } from '@/signing/signer.ts';

describe('keyLoginSignature', () => {
  const values = { CERT_SN: '5EED000000000123', CHALLENGE_ID: 'CH1234567890', CHALLENGE: 'k3Jd9QxL2mVw7TzA8bNc4RfY' };

  it('has the key sign the LOGIN text over the challenge, not the challenge', async () => {
    const texts: string[] = [];
    const signer: Signer = { certSn: () => Promise.resolve(values.CERT_SN), sign: (t) => (texts.push(t), Promise.resolve('c2lnbmF0dXJlLWxvZ2lu')) };
    expect(await keyLoginSignature(signer, values)).toBe('c2lnbmF0dXJlLWxvZ2lu');
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toBe(values.CHALLENGE);
    const challenge = 'k3Jd9QxL2mVw7TzA8bNc4RfY';
    expect(texts[0]).toMatch(new RegExp(`^EIS/2 LOGIN [0-9]{13}\\|5EED000000000123\\|${challenge}\\|${values.CHALLENGE_ID}#\\|${challenge}$`));
  });

  it('refuses a challenge it cannot build a text for, without asking the key', async () => {
    let asked = false;
    const signer: Signer = { certSn: () => Promise.resolve(''), sign: () => ((asked = true), Promise.resolve('')) };
    const refused = keyLoginSignature(signer, { ...values, CHALLENGE: '' });
    await expect(refused).rejects.toBeInstanceOf(SignerError);
    await expect(refused).rejects.toMatchObject({ reason: 'failed', message: '确认信息缺少“挑战码”（CHALLENGE），无法签名' });
    expect(asked).toBe(false);
  });
});
