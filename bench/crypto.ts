/**
 * The envelope's cost per call (issue: request layer): encrypt + decrypt of 1 KB and 64 KB bodies
 * for each suite, beside WebCrypto AES-GCM as the baseline, the key wrap, and the bytes the
 * crypto adds to the initial bundle. One process, same run; medians of batches.
 */
import { sm3, sm4 } from 'sm-crypto-v2';
import { randomBytes, toHex } from '@/protocol/crypto/encoding.ts';
import { randomKey } from '@/protocol/crypto/suite.ts';
import { smClientSuite, smServerSuite } from '@/protocol/crypto/sm.ts';
import { webCryptoClientSuite } from '@/protocol/crypto/webcrypto.ts';
import { serverSuites, testKeys } from '../tests/support/keys.ts';
import { buildOnce } from './build.ts';
import { kb, perCall, ratio, record, recordedFigures, table } from './util.ts';

const recordedRatio = (name: string): number | undefined => recordedFigures()[name];

const body = (size: number) => JSON.stringify({ TRANS_NAME: '批量转账', LIST: 'x'.repeat(Math.max(0, size - 40)) });

export async function cryptoBench(): Promise<void> {
  const sm = smClientSuite(testKeys.sm2Public);
  const smServer = smServerSuite(testKeys.sm2Private, testKeys.sm2Public);
  const wc = await webCryptoClientSuite(testKeys.rsaPublic);
  const key = randomKey();
  const aad = 'nonce\n2026-11-22 09:00:00';
  const rows: Array<Array<string | number>> = [];
  // the same envelope body with sm-crypto-v2's SM4 and SM3, as the suite did before its own (sm4.ts, sm3.ts)
  const encKey = toHex(new TextEncoder().encode(key));
  const macKey = sm3(`eis-mac:${key}`);
  const previous = (json: string) => {
    const iv = toHex(randomBytes(16));
    const payload = iv + sm4.encrypt(json, encKey, { mode: 'cbc', iv });
    const digest = sm3(`${payload}\n${aad}`, { key: macKey });
    if (sm3(`${payload}\n${aad}`, { key: macKey }) !== digest) throw new Error('digest');
    return sm4.decrypt(payload.slice(32), encKey, { mode: 'cbc', iv: payload.slice(0, 32) });
  };
  for (const size of [1024, 64 * 1024]) {
    const json = body(size);
    const name = size === 1024 ? '1k' : '64k';
    const baseline = await perCall(async () => wc.open(await wc.seal(json, key, aad), key, aad));
    const smCost = await perCall(async () => sm.open(await sm.seal(json, key, aad), key, aad));
    const before = await perCall(() => Promise.resolve(previous(json)));
    rows.push([`${kb(size)} body: WebCrypto AES-GCM seal+open (baseline)`, `${baseline.toFixed(3)} ms`, '1.00x']);
    rows.push([`${kb(size)} body: SM4-CBC + HMAC-SM3 seal+open`, `${smCost.toFixed(3)} ms`, ratio(smCost, baseline)]);
    rows.push([`${kb(size)} body: the same with sm-crypto-v2's SM4/SM3 (before)`, `${before.toFixed(3)} ms`, ratio(before, baseline)]);
    record(`crypto.aesgcm.${name}.ms`, baseline);
    record(`crypto.sm4.${name}.ms`, smCost);
    record(`crypto.sm4.${name}.ratio`, smCost / baseline);
    record(`crypto.smCryptoV2.${name}.ms`, before);
  }
  const oaep = await perCall(() => wc.wrapKey(randomKey()));
  const sm2 = await perCall(() => sm.wrapKey(randomKey()));
  const wrapped = await sm.wrapKey(key);
  const sm2Unwrap = await perCall(() => smServer.unwrapKey(wrapped));
  // the mock gateway's suite: the same unwrap with OpenSSL (mock-server/sm2-decrypt.ts)
  const mockSm = (await serverSuites()).SM;
  const nativeUnwrap = await perCall(() => mockSm.unwrapKey(wrapped));
  rows.push(['key wrap: RSA-OAEP-2048 (baseline)', `${oaep.toFixed(3)} ms`, '1.00x']);
  rows.push(['key wrap: SM2 C1C3C2', `${sm2.toFixed(3)} ms`, ratio(sm2, oaep)]);
  rows.push(['key unwrap (gateway side): SM2, sm-crypto-v2', `${sm2Unwrap.toFixed(3)} ms`, ratio(sm2Unwrap, oaep)]);
  rows.push(['key unwrap (the mock gateway): SM2, OpenSSL', `${nativeUnwrap.toFixed(3)} ms`, ratio(nativeUnwrap, oaep)]);
  record('crypto.wrap.rsaOaep.ms', oaep);
  record('crypto.wrap.sm2.ms', sm2);
  record('crypto.unwrap.sm2.ms', sm2Unwrap);
  record('crypto.unwrap.sm2Native.ms', nativeUnwrap);
  console.log(table(['per call (median of batches, one core)', 'time', 'ratio'], rows));
  const at64 = (recordedRatio('crypto.sm4.64k.ratio') ?? Infinity);
  console.log(`aim: SM 64 KB within 2x AES-GCM: ${at64 <= 2 ? 'met' : 'NOT met'}; in the browser every body and key wrap runs in the SM worker`);
  console.log('The key wrap runs ahead of the call, in the worker (src/api/crypto/keys.ts, offload.ts): a call pays only seal+open.\n');

  const chunks = await buildOnce();
  const isCrypto = (m: string) =>
    /sm-crypto-v2|@noble|src\/api\/crypto\/(sm[34]?|sm-body|offload|webcrypto)\.ts/.test(m);
  const initialCrypto = chunks.filter((c) => c.initial && c.modules.some(isCrypto));
  const lazyCrypto = chunks.filter((c) => !c.initial && c.modules.some(isCrypto));
  const entry = chunks.filter((c) => c.initial).reduce((n, c) => n + c.gzip, 0);
  record('crypto.initialJs.kb', initialCrypto.reduce((n, c) => n + c.gzip, 0) / 1024);
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
