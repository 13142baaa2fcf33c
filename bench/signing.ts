/**
 * The cost of signing a transaction (issue: transaction authorization; issue: signed once, booked
 * once): beside one SM2 signature alone as the baseline, the canonical text, the text and the
 * software signer's signature, the portal's check of that signature against the user's certificate,
 * the gateway's one-time challenge (transChallengeIssue through the real client, envelope both ways,
 * to the mock gateway on loopback), all of the portal's work before a transaction is sent, and the
 * gateway's side (text rebuilt + verification). One process, same run; medians of batches. A U盾 signs
 * in hardware (typically far slower, with a PIN): what the portal adds is the rest.
 */
import { sm2 } from 'sm-crypto-v2';
import { startMock } from '../mock-server/server.ts';
import { verifySignature } from '../mock-server/sessions/signing.ts';
import { send } from '@/api/client.ts';
import { getServerTime, transChallengeIssue } from '@/api/generated/sdk/sdk.gen.ts';
import { idempotencyKey } from '@/signing/flow.ts';
import { planFor, textOf } from '@/protocol/signing/plan.ts';
import { sm2Signer } from '@/signing/sm2-signer.ts';
import type { Freshness } from '@/protocol/signing/text.ts';
import { signatureVerifies } from '@/signing/verify.ts';
import { logIn } from '../tests/support/mock-session.ts';
import { testKeys } from '../tests/support/keys.ts';
import { SINGLE_TRANSFER } from '../tests/support/transfer.ts';
import { perCall, ratio, record, table } from './util.ts';

const TRANSFER = { ...SINGLE_TRANSFER, REMARK: '货款' };
const FRESH: Freshness = { challengeId: 'TC0A1B2C3D4E5F60718293A4B5', challenge: 'kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0xY2z', idempotencyKey: `EIS-${'ab'.repeat(16)}` };

function textFor(values: typeof TRANSFER, freshness: Freshness): string {
  const outcome = planFor('transferSub', values);
  if (!('plan' in outcome)) throw new Error(outcome.message);
  return textOf(outcome.plan, freshness);
}

export async function signingBench(): Promise<void> {
  const text = textFor(TRANSFER, FRESH);
  const bytes = new TextEncoder().encode(text);
  const publicKey = testKeys.ukeyPublic;
  const signer = sm2Signer(testKeys.ukeyPrivate, () => '5EED000000000123');
  const signature = await signer.sign(text);
  const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

  const alone = await perCall(() => sm2.doSignature(bytes, testKeys.ukeyPrivate, { hash: true, publicKey }), 400, 5);
  const textOnly = await perCall(() => textFor(TRANSFER, FRESH), 400, 5);
  const signed = await perCall(() => signer.sign(textFor(TRANSFER, FRESH)), 400, 5);
  const checked = await perCall(() => signatureVerifies(text, signature, publicKey), 400, 5);
  const gateway = await perCall(() => verifySignature(textFor(TRANSFER, FRESH), signature, publicKey), 400, 5);

  const mock = await startMock({ port: 0 });
  let challenge: number;
  let anyCall: number;
  let whole: number;
  try {
    await logIn(mock, 'a3sp');
    const issue = () => send(transChallengeIssue, { TRANS_OPERATION: 'transferSub', IDEMPOTENCY_KEY: idempotencyKey(random) });
    challenge = await perCall(issue, 1500, 5);
    anyCall = await perCall(() => send(getServerTime, {}), 1500, 5);
    whole = await perCall(async () => {
      const key = idempotencyKey(random);
      const issued = await send(transChallengeIssue, { TRANS_OPERATION: 'transferSub', IDEMPOTENCY_KEY: key });
      const t = textFor(TRANSFER, { challengeId: issued?.CHALLENGE_ID ?? '', challenge: issued?.CHALLENGE ?? '', idempotencyKey: key });
      if (!(await signatureVerifies(t, await signer.sign(t), publicKey))) throw new Error('the signature does not verify');
    }, 1500, 5);
  } finally {
    await mock.close();
  }

  record('signing.sm2Alone.ms', alone);
  record('signing.challenge.ms', challenge);
  record('signing.challenge.ratioToAnyCall', challenge / anyCall);
  record('signing.perTransaction.ms', whole);
  record('signing.perTransaction.ratio', whole / alone);
  record('signing.gateway.ratio', gateway / alone);
  console.log(
    table(
      ['per transaction (transferSub, median of batches)', 'time', 'ratio'],
      [
        ['one SM2 signature alone (SM3, default user id; baseline)', `${alone.toFixed(3)} ms`, '1.00x'],
        ['canonical text alone (rows, amount in capitals, escaping, freshness)', `${textOnly.toFixed(4)} ms`, ratio(textOnly, alone)],
        ['canonical text + software signature (the signer a U盾 stands in for)', `${signed.toFixed(3)} ms`, ratio(signed, alone)],
        ['the portal\'s check of the signature against the user\'s certificate', `${checked.toFixed(3)} ms`, ratio(checked, alone)],
        ['any call\'s round trip (getServerTime: envelope, gateway, Prism, loopback)', `${anyCall.toFixed(3)} ms`, ratio(anyCall, alone)],
        ['the challenge round trip (transChallengeIssue, the same way)', `${challenge.toFixed(3)} ms`, ratio(challenge, alone)],
        ['all before sending: challenge + text + signature + check', `${whole.toFixed(3)} ms`, ratio(whole, alone)],
        ['gateway: text rebuilt from the request + SM2 verification', `${gateway.toFixed(3)} ms`, ratio(gateway, alone)],
      ],
    ),
  );
  console.log(`The text signed (${String(bytes.length)} bytes UTF-8): ${text}\n`);
}
