/**
 * The authorization's signing step: the key's signature over exactly the confirmation's text with its
 * challenge (protocol/signing/plan.ts), by the user's own key (its certificate number), checked
 * against the user's certificate before anything is sent; the body is the values as they were shown,
 * plus the signature's fields.
 */
import { i18n } from '@/i18n/index.ts';
import { type SigningPlan, textOf } from '@/protocol/signing/plan.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import type { FlowDeps } from './deps.ts';
import type { HeldChallenge } from './challenge-step.ts';
import { type FlowFailure, signerFailure } from './failures.ts';
import { signLogged } from './sign-log.ts';

type SignDeps = Pick<FlowDeps, 'signer' | 'certificate' | 'verify' | 'downloadUrl' | 'signLog'>;

/** The signed body (the shown values and the signature's fields), or why there is none. */
export async function signShown(
  use: SignDeps,
  plan: SigningPlan,
  shown: Values,
  held: HeldChallenge,
): Promise<{ failure: FlowFailure } | { body: Values }> {
  const text = textOf(plan, held.freshness);
  const mine = use.certificate();
  let certSn: string;
  let signature: string;
  try {
    const signer = await use.signer();
    certSn = await signer.certSn();
    if (mine.certSn && certSn !== mine.certSn) {
      const message = i18n.t('signing.wrongKey', { certSn });
      return { failure: { kind: 'certificate', message, next: 'retry' } };
    }
    signature = await signLogged(signer, text, plan.serviceCode, use.signLog);
  } catch (error) {
    return { failure: signerFailure(error, use.downloadUrl) };
  }
  if (!mine.publicKey || !(await use.verify(text, signature, mine.publicKey))) {
    const message = i18n.t('signing.badSignature');
    return { failure: { kind: 'certificate', message, next: 'retry' } };
  }
  const { challengeId, challenge, idempotencyKey } = held.freshness;
  const fields = {
    SIGN_DATA: signature, CERT_SN: certSn, SERVICE_CODE: plan.serviceCode,
    IDEMPOTENCY_KEY: idempotencyKey, CHALLENGE_ID: challengeId, CHALLENGE: challenge,
  };
  return { body: { ...shown, ...fields } };
}
