/**
 * The portal's own check of a key's signature before anything is sent (issue: a broken or swapped
 * key agent is caught at once): the SM2 signature (SM3 with the default user id, base64 r‖s) of the
 * text's UTF-8 bytes, against the public key of the user's bound certificate (UserInfo.CERT_PUBLIC_KEY).
 * The SM2 code loads on first use, as the signers' does.
 */
import { fromBase64, toHex, utf8 } from '@/protocol/crypto/encoding.ts';

type Sm2 = typeof import('sm-crypto-v2').sm2;
/** The last certificate's key as a point with its tables: a check then takes a quarter of the time (bench signing). */
let prepared: { key: string; point: ReturnType<Sm2['precomputePublicKey']> } | undefined;

export async function signatureVerifies(text: string, signatureBase64: string, publicKeyHex: string): Promise<boolean> {
  let signature: Uint8Array;
  try {
    signature = fromBase64(signatureBase64);
  } catch {
    return false;
  }
  if (signature.length !== 64) return false;
  const { sm2 } = await import('sm-crypto-v2');
  try {
    if (prepared?.key !== publicKeyHex) prepared = { key: publicKeyHex, point: sm2.precomputePublicKey(publicKeyHex) };
    return sm2.doVerifySignature(utf8(text), toHex(signature), prepared.point, { hash: true });
  } catch {
    return false;
  }
}
