/**
 * The one thing the portal knows about a digital key: a `Signer` (grown out of KeyPlugin,
 * src/signing/key.ts). Screens and the authorization flow depend on this type only; the U盾
 * plug-in, the bank's local key agent, the TEST-ONLY software key and "no key" are interchangeable
 * objects (src/signing/signers.ts picks one). Every failure is a SignerError with a reason, and a
 * message in the current language (made when it is thrown).
 */
import { i18n } from '@/i18n/index.ts';

export type SignerFailure = 'noKey' | 'cancelled' | 'failed';

export interface Signer {
  /** The serial number of the key's certificate (hex, upper case). */
  certSn(): Promise<string>;
  /** The key's SM2 signature (SM3 with the default user id) of the text's UTF-8 bytes, base64. */
  sign(text: string): Promise<string>;
}

/** A failure's message, by its reason. */
const message = (reason: SignerFailure): string => i18n.t(`signing.signer.${reason}`);

export class SignerError extends Error {
  constructor(
    readonly reason: SignerFailure,
    text: string = message(reason),
    options?: { cause?: unknown },
  ) {
    super(text, options);
    this.name = 'SignerError';
  }
}

/** Any failure as a SignerError (an unknown one is 'failed'). */
export function asSignerError(error: unknown): SignerError {
  if (error instanceof SignerError) return error;
  return new SignerError('failed', message('failed'), { cause: error });
}

/** The signer of a browser with no key. */
export const noKeySigner: Signer = {
  certSn: () => Promise.reject(new SignerError('noKey')),
  sign: () => Promise.reject(new SignerError('noKey')),
};

/** A base64 signature as the contract's SIGN_DATA accepts it. */
export const SIGNATURE = /^[A-Za-z0-9+/]{16,4096}={0,2}$/;
/** A certificate serial number as the contract's CERT_SN accepts it. */
export const CERT_SN = /^[0-9A-F]{8,40}$/;
