/**
 * The cost of signing a transaction (issue: transaction authorization): the canonical text built
 * from the catalogue and a transfer's values plus the software signer's SM2 signature, beside one
 * SM2 signature alone as the baseline, and the gateway's side (text rebuilt + verification). One
 * process, same run; medians of batches. A U盾 signs in hardware (typically far slower, with a PIN):
 * what the portal adds is the text, the first row here minus the baseline.
 */
import { sm2 } from 'sm-crypto-v2';
import { verifySignature } from '../mock-server/signing.ts';
import { planFor } from '../src/signing/plan.ts';
import { sm2Signer } from '../src/signing/sm2-signer.ts';
import { testKeys } from '../tests/support/keys.ts';
import { perCall, ratio, table } from './util.ts';
import { SINGLE_TRANSFER } from '../tests/support/transfer.ts';

const TRANSFER = { ...SINGLE_TRANSFER, REMARK: '货款' };

function textOf(values: typeof TRANSFER): string {
  const outcome = planFor('transferSub', values);
  if (!('plan' in outcome)) throw new Error(outcome.message);
  return outcome.plan.text;
}

export async function signingBench(): Promise<void> {
  const text = textOf(TRANSFER);
  const bytes = new TextEncoder().encode(text);
  const publicKey = testKeys.ukeyPublic;
  const signer = sm2Signer(testKeys.ukeyPrivate, () => '5EED000000000123');
  const signature = await signer.sign(text);

  const alone = await perCall(() => sm2.doSignature(bytes, testKeys.ukeyPrivate, { hash: true, publicKey }), 400, 5);
  const textOnly = await perCall(() => textOf(TRANSFER), 400, 5);
  const perTransaction = await perCall(() => signer.sign(textOf(TRANSFER)), 400, 5);
  const gateway = await perCall(() => verifySignature(textOf(TRANSFER), signature, publicKey), 400, 5);
  console.log(
    table(
      ['per transaction (transferSub, median of batches, one core)', 'time', 'ratio'],
      [
        ['one SM2 signature alone (SM3, default user id; baseline)', `${alone.toFixed(3)} ms`, '1.00x'],
        ['canonical text alone (catalogue rows, amount in capitals, escaping)', `${textOnly.toFixed(4)} ms`, ratio(textOnly, alone)],
        ['canonical text + software signature (the signer a U盾 stands in for)', `${perTransaction.toFixed(3)} ms`, ratio(perTransaction, alone)],
        ['gateway: text rebuilt from the request + SM2 verification', `${gateway.toFixed(3)} ms`, ratio(gateway, alone)],
      ],
    ),
  );
  console.log(`The text signed (${String(bytes.length)} bytes UTF-8): ${text}\n`);
}
