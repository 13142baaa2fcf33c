// The local key agent over real loopback HTTP (src/signing/agent-signer.ts): a stand-in agent that
// speaks the provisional protocol and signs with the TEST-ONLY U-key, a transaction it signs accepted
// by the mock gateway, and a closed port detected as "no key". spec 001 §5, §7.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sm2 } from 'sm-crypto-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFetch } from '../../../mock-server/cookie-fetch.ts';
import { personaByLogin, TEST_PASSWORD } from '../../../mock-server/personas.ts';
import { type RunningMock, startMock } from '../../../mock-server/server.ts';
import { installWire, send } from '../../../src/api/client.ts';
import { encryptPassword } from '../../../src/api/crypto/password.ts';
import { smClientSuite } from '../../../src/api/crypto/sm.ts';
import { getRandomCount, imageCode, passwordLogin } from '../../../src/api/generated/sdk/sdk.gen.ts';
import { AGENT_PATH, agentSigner } from '../../../src/signing/agent-signer.ts';
import { createAuthorization } from '../../../src/signing/flow.ts';
import { SignerError } from '../../../src/signing/signer.ts';
import { testKeys } from '../../support/keys.ts';

const CERT_SN = personaByLogin('a3sp')?.certSn ?? '';
let agent: Server;
let port: number;
let mock: RunningMock;
const texts: string[] = [];

/** A stand-in for the bank's middleware: the protocol of agent-signer.ts, the test U-key. */
function startAgent(): Promise<void> {
  agent = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { text?: string };
      let answer: unknown;
      if (req.url === `${AGENT_PATH}/cert`) answer = { certSn: CERT_SN };
      else if (req.url === `${AGENT_PATH}/sign` && typeof body.text === 'string') {
        texts.push(body.text);
        const hex = sm2.doSignature(new TextEncoder().encode(body.text), testKeys.ukeyPrivate, { hash: true });
        answer = { signature: Buffer.from(hex, 'hex').toString('base64') };
      } else answer = { error: 'failed', message: '未知请求' };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  return new Promise((ok) => {
    agent.listen(0, '127.0.0.1', () => {
      port = (agent.address() as AddressInfo).port;
      ok();
    });
  });
}

beforeAll(async () => {
  await startAgent();
  mock = await startMock({ port: 0 });
}, 60_000);
afterAll(async () => {
  await new Promise((ok) => agent.close(ok));
  await mock.close();
});

describe('the agent signer over loopback HTTP', () => {
  it('gets the certificate and a signature the gateway accepts for a transfer', async () => {
    installWire({
      baseUrl: mock.url,
      loadSuite: () => Promise.resolve(smClientSuite(testKeys.sm2Public)),
      context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
      toggles: () => ({ signLog: false, testMode: false }),
      fetch: cookieFetch(),
    });
    const random = await send(getRandomCount, {});
    const code = await send(imageCode, {});
    await send(passwordLogin, {
      LOGIN_NAME: 'a3sp',
      PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', testKeys.sm2Public),
      IMAGE_CODE: 'K7P2',
      IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
    });
    const signer = agentSigner({ port });
    const outcome = await createAuthorization('transferSub', {
      TRANS_NAME: '单笔转账',
      ACCT_NO: '6230910000012345678',
      ACCT_NAME: '浙江绿谷农业科技有限公司',
      PAYEE_ACCT_NO: '6230910000087654321',
      PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
      PAYEE_BANK_NAME: '浙江余杭农村商业银行',
      TRAN_AMT: '300.00',
      CURRENCY: 'CNY',
    }, { signer: () => Promise.resolve(signer) }).confirm();
    expect(outcome).toMatchObject({ ok: true, answer: { TRANS_STATUS: '0' } });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^EIS\/1 TX [0-9]{13}\|单笔转账\|/);
  });

  it('is noKey against a closed loopback port', async () => {
    const closed = createServer();
    const free = await new Promise<number>((ok) => closed.listen(0, '127.0.0.1', () => {
      ok((closed.address() as AddressInfo).port);
    }));
    await new Promise((ok) => closed.close(ok));
    const error = await agentSigner({ port: free }).certSn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignerError);
    expect((error as SignerError).reason).toBe('noKey');
  });
});
