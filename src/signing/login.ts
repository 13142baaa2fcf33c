/**
 * Key login's signature (spec 000 §4): the key signs the LOGIN-domain text over the server's
 * challenge (src/protocol/signing/text.ts), built from the ukeyLogin catalogue entry like any signed
 * call's text, never the challenge itself: a server cannot pass a transaction off as a login challenge.
 */
import { planFor, textOf } from '@/protocol/signing/plan.ts';
import type { KeyLoginSigner, KeyLoginValues } from '@/session/login.ts';
import { signLogged, type SignLogOptions } from './sign-log.ts';
import { type Signer, SignerError } from './signer.ts';

export type { KeyLoginValues };

export function keyLoginSignature(signer: Signer, values: KeyLoginValues, log: SignLogOptions = {}): Promise<string> {
  const outcome = planFor('ukeyLogin', values);
  if ('problem' in outcome) return Promise.reject(new SignerError('failed', outcome.message));
  return signLogged(signer, textOf(outcome.plan), outcome.plan.serviceCode, log);
}

/** A signer as key login takes it (session/login.ts submitKeyLogin). */
export function keyLoginSigner(signer: Signer, log: SignLogOptions = {}): KeyLoginSigner {
  return { certSn: () => signer.certSn(), signLogin: (values) => keyLoginSignature(signer, values, log) };
}
