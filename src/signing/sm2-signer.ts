/**
 * A software SM2 signer: the signature a U盾 makes (SM2 with SM3 and the default user id over the
 * text's UTF-8 bytes, r‖s, base64), made with a private key held in memory. Used only with the
 * TEST-ONLY key (software-signer.ts) and by the bench; never in a production build
 * (build/vite/no-test-signer.ts fails the build). The SM2 code loads on first use.
 */
import { fromHex, toBase64, utf8 } from '@/protocol/crypto/encoding.ts';
import { i18n } from '@/i18n/index.ts';
import { type Signer, SignerError } from './signer.ts';

export function sm2Signer(privateKeyHex: string, certSn: () => string | undefined): Signer {
  let publicKey: string | undefined;
  let loaded: Promise<typeof import('sm-crypto-v2')> | undefined;
  return {
    certSn() {
      const sn = certSn();
      return sn ? Promise.resolve(sn) : Promise.reject(new SignerError('noKey', i18n.t('signing.signer.noCertificate')));
    },
    async sign(text) {
      const { sm2 } = await (loaded ??= import('sm-crypto-v2'));
      try {
        publicKey ??= sm2.getPublicKeyFromPrivateKey(privateKeyHex);
        const hex = sm2.doSignature(utf8(text), privateKeyHex, { hash: true, publicKey });
        return toBase64(fromHex(hex));
      } catch (cause) {
        throw new SignerError('failed', undefined, { cause });
      }
    },
  };
}
