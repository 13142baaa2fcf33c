/**
 * The envelope's cost per call (issue: request layer): encrypt + decrypt of 1 KB and 64 KB bodies
 * for each suite, beside WebCrypto AES-GCM as the baseline, the key wrap, and the bytes the
 * crypto adds to the initial bundle. One process, same run; medians of batches.
 */
import { randomKey } from '../src/api/crypto/suite.ts';
import { smClientSuite, smServerSuite } from '../src/api/crypto/sm.ts';
import { webCryptoClientSuite } from '../src/api/crypto/webcrypto.ts';
import { testKeys } from '../tests/support/keys.ts';
import { buildOnce } from './build.ts';
import { kb, median, ratio, table } from './util.ts';

async function perCall(run: () => Promise<unknown>, minMs = 300): Promise<number> {
  for (let i = 0; i < 3; i++) await run(); // warm-up
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

const body = (size: number) => JSON.stringify({ TRANS_NAME: '批量转账', LIST: 'x'.repeat(Math.max(0, size - 40)) });

export async function cryptoBench(): Promise<void> {
  const sm = smClientSuite(testKeys.sm2Public);
  const smServer = smServerSuite(testKeys.sm2Private, testKeys.sm2Public);
  const wc = await webCryptoClientSuite(testKeys.rsaPublic);
  const key = randomKey();
  const aad = 'nonce\n2026-11-22 09:00:00';
  const rows: Array<Array<string | number>> = [];
  for (const size of [1024, 64 * 1024]) {
    const json = body(size);
    const baseline = await perCall(async () => wc.open(await wc.seal(json, key, aad), key, aad));
    const smCost = await perCall(async () => sm.open(await sm.seal(json, key, aad), key, aad));
    rows.push([`${kb(size)} body: WebCrypto AES-GCM seal+open (baseline)`, `${baseline.toFixed(3)} ms`, '1.00x']);
    rows.push([`${kb(size)} body: SM4-CBC + HMAC-SM3 seal+open`, `${smCost.toFixed(3)} ms`, ratio(smCost, baseline)]);
  }
  const oaep = await perCall(() => wc.wrapKey(randomKey()));
  const sm2 = await perCall(() => sm.wrapKey(randomKey()));
  const wrapped = await sm.wrapKey(key);
  const sm2Unwrap = await perCall(() => smServer.unwrapKey(wrapped));
  rows.push(['key wrap: RSA-OAEP-2048 (baseline)', `${oaep.toFixed(3)} ms`, '1.00x']);
  rows.push(['key wrap: SM2 C1C3C2', `${sm2.toFixed(3)} ms`, ratio(sm2, oaep)]);
  rows.push(['key unwrap (gateway side): SM2', `${sm2Unwrap.toFixed(3)} ms`, ratio(sm2Unwrap, oaep)]);
  console.log(table(['per call (median of batches, one core)', 'time', 'ratio'], rows));
  console.log('The key wrap runs ahead of the call, in idle time (src/api/crypto/keys.ts): a call pays only seal+open.\n');

  const chunks = await buildOnce();
  const isCrypto = (m: string) => /sm-crypto-v2|@noble|src\/api\/crypto\/(sm|webcrypto)\.ts/.test(m);
  const initialCrypto = chunks.filter((c) => c.initial && c.modules.some(isCrypto));
  const lazyCrypto = chunks.filter((c) => !c.initial && c.modules.some(isCrypto));
  const entry = chunks.filter((c) => c.initial).reduce((n, c) => n + c.gzip, 0);
  console.log(
    table(
      ['bundle', 'gzip'],
      [
        ['initial JS (all chunks the entry loads)', kb(entry)],
        ['crypto in the initial JS', initialCrypto.length ? kb(initialCrypto.reduce((n, c) => n + c.gzip, 0)) : '0 KB (loaded on first use)'],
        ...lazyCrypto.map((c) => [`lazy crypto chunk ${c.file}`, kb(c.gzip)]),
      ],
    ),
  );
}
