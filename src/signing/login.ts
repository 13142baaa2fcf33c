/**
 * Key login's signature (spec 000 §4): the key signs the LOGIN-domain text over the server's
 * challenge (src/signing/text.ts), built from the ukeyLogin catalogue entry like any signed call's
 * text, never the challenge itself: a server cannot pass a transaction off as a login challenge.
 */
import { planFor, textOf } from './plan.ts';
import { signLogged, type SignLogOptions } from './sign-log.ts';
import { type Signer, SignerError } from './signer.ts';

// a type, not an interface: it is passed where request values (a string-keyed record) are expected
export type KeyLoginValues = { CERT_SN: string; CHALLENGE_ID: string; CHALLENGE: string };

export function keyLoginSignature(signer: Signer, values: KeyLoginValues, log: SignLogOptions = {}): Promise<string> {
  const outcome = planFor('ukeyLogin', values);
  if ('problem' in outcome) return Promise.reject(new SignerError('failed', outcome.message));
  return signLogged(signer, textOf(outcome.plan), outcome.plan.serviceCode, log);
}
