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
import { median, ratio, table } from './util.ts';

async function perCall(run: () => unknown, minMs = 400): Promise<number> {
  for (let i = 0; i < 5; i++) await run(); // warm-up (the signer's lazy import, JIT)
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < minMs / 5) {
      await run();
      n++;
    }
    batches.push((performance.now() - start) / n);
  }
  return median(batches);
}

const TRANSFER = {
  TRANS_NAME: '单笔转账',
  ACCT_NO: '6230910000012345678',
  ACCT_NAME: '浙江绿谷农业科技有限公司',
  PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
  PAYEE_BANK_NAME: '浙江余杭农村商业银行',
  TRAN_AMT: '12500.00',
  CURRENCY: 'CNY',
  REMARK: '货款',
};

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

  const alone = await perCall(() => sm2.doSignature(bytes, testKeys.ukeyPrivate, { hash: true, publicKey }));
  const textOnly = await perCall(() => textOf(TRANSFER));
  const perTransaction = await perCall(() => signer.sign(textOf(TRANSFER)));
  const gateway = await perCall(() => verifySignature(textOf(TRANSFER), signature, publicKey));
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
