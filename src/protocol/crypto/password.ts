/**
 * What the password control sends (spec 000 §4, §7): the password never leaves the browser in
 * clear. It is encrypted with the gateway's SM2 public key together with the session's random
 * factor (MCRYPT_KEY from the random-count call), so a captured ciphertext is useless in another
 * session. The layout `<MCRYPT_KEY>:<password>` is provisional (the spec gives no field set).
 */
import { sm2 } from 'sm-crypto-v2';

export function encryptPassword(password: string, mcryptKey: string, gatewayPublicKey: string): string {
  // sm-crypto(-v2) omits the point's 04 prefix; gateways (Java) expect it
  return `04${sm2.doEncrypt(`${mcryptKey}:${password}`, gatewayPublicKey, 1)}`;
}

/** The gateway's side: the password, when the ciphertext carries this session's random factor. */
export function decryptPassword(cipher: string, mcryptKey: string, gatewayPrivateKey: string): string | undefined {
  if (!/^04[0-9a-f]+$/i.test(cipher)) return undefined;
  let plain: string;
  try {
    plain = sm2.doDecrypt(cipher.slice(2), gatewayPrivateKey, 1, { output: 'string' });
  } catch {
    return undefined;
  }
  const prefix = `${mcryptKey}:`;
  return plain.startsWith(prefix) ? plain.slice(prefix.length) : undefined;
}
