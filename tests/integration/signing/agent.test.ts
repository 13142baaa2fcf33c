// The local key agent over real loopback HTTP (src/signing/agent-signer.ts) against the reference agent
// (mock-server/agent/signer-agent.ts, docs/signing-agent.md): a transaction it signs is accepted by the mock
// gateway; the agent refuses another origin, another Host (DNS rebinding) and a text that is not an
// EIS signing text; a closed port is "no key". spec 001 §5, §7; issue "signed once, booked once" 5.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaByLogin } from '@mock/personas.ts';
import { type RunningMock, startMock } from '@mock/server.ts';
import { type RunningAgent, startSignerAgent } from '@mock/agent/signer-agent.ts';
import { AGENT_PATH, type AgentDisplay } from '@/protocol/signing/agent.ts';
import { agentSigner } from '@/signing/agent-signer.ts';
import { createAuthorization } from '@/signing/flow.ts';
import { SignerError } from '@/signing/signer.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';
import { logIn } from '../../support/mock-session.ts';
import { signedOperation } from '@tests/support/signed-operation.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

const PORTAL = 'http://127.0.0.1:5173';
const CERT_SN = personaByLogin('a3sp')?.certSn ?? '';
let agent: RunningAgent;
let mock: RunningMock;
const shown: AgentDisplay[] = [];

/** The browser's fetch from a page of `origin`: it sends the page's Origin. */
const fromPage = (origin: string): typeof fetch => (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('Origin', origin);
  return fetch(input, { ...init, headers });
};

/** A raw POST with the given Host and Origin (what fetch will not let a caller set). */
function raw(path: string, headers: Record<string, string>, body = '{}'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: agent.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  agent = await startSignerAgent({ port: 0, origins: [PORTAL], certSn: CERT_SN, display: (d) => shown.push(d) });
  mock = await startMock({ port: 0, prism: sharedPrism() });
}, 60_000);
afterAll(async () => {
  await agent.close();
  await mock.close();
});

describe('the agent signer with the reference agent', () => {
  it('gets the certificate and a signature the gateway accepts for a transfer; the agent showed the text first', async () => {
    await logIn(mock, 'a3sp');
    const signer = agentSigner({ port: agent.port, fetch: fromPage(PORTAL) });
    const outcome = await createAuthorization(signedOperation('transferSub'), { ...SINGLE_TRANSFER, TRAN_AMT: '300.00' }, { signer: () => Promise.resolve(signer) }).confirm();
    expect(outcome).toMatchObject({ ok: true, answer: { TRANS_STATUS: '0' } });
    expect(agent.signed).toHaveLength(1);
    expect(agent.signed[0]).toMatch(/^EIS\/2 TX TC[0-9A-F]{24} [A-Za-z0-9_-]{32} EIS-[0-9a-f]{32} [0-9]{13}\|单笔转账\|/);
    // the agent parsed what it signed and showed its rows first (issue 50 item 10)
    expect(shown.map((d) => d.text)).toEqual(agent.signed);
    expect(shown[0]).toMatchObject({ domain: 'TX', serviceCode: '7070010000000' });
    expect(shown[0]?.rows.slice(0, 2)).toEqual(['单笔转账', SINGLE_TRANSFER.ACCT_NO]);
    expect(shown[0]?.rows).toContain('300.00（叁佰元整）');
  });

  it('refuses a page of another origin before reading anything: the signer sees no key, nothing is signed', async () => {
    const before = agent.signed.length;
    const signer = agentSigner({ port: agent.port, fetch: fromPage('https://evil.example') });
    const error = await signer.sign('EIS/2 TX a b c 7070010000000|单笔转账#').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignerError);
    expect(agent.signed).toHaveLength(before);
    expect(agent.refused).toContain('origin "https://evil.example" is not allowed');
  });

  it('refuses a request without an Origin, and one whose Host is not its loopback address (DNS rebinding)', async () => {
    const text = JSON.stringify({ text: 'EIS/2 TX a b c 7070010000000#', algorithm: 'SM2-SM3', encoding: 'UTF-8' });
    expect((await raw(`${AGENT_PATH}/sign`, { Host: `127.0.0.1:${String(agent.port)}` }, text)).status).toBe(403);
    const rebound = await raw(`${AGENT_PATH}/sign`, { Host: `rebind.evil.example:${String(agent.port)}`, Origin: PORTAL }, text);
    expect(rebound.status).toBe(403);
    expect(agent.refused).toContain(`host "rebind.evil.example:${String(agent.port)}" is not this agent's loopback address`);
    expect((await raw(`${AGENT_PATH}/cert`, { Host: `localhost:${String(agent.port)}`, Origin: PORTAL })).status).toBe(200);
  });

  it('grants CORS to the portal\'s origin only, and no abandoned private-network header (Chrome asks the user instead)', async () => {
    const preflight = await fetch(`${agent.url}${AGENT_PATH}/sign`, {
      method: 'OPTIONS', headers: { 'Origin': PORTAL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();
    const foreign = await fetch(`${agent.url}${AGENT_PATH}/sign`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs only an EIS signing text that parses: a bare challenge, another text, or one that only starts like one is refused', async () => {
    const signer = agentSigner({ port: agent.port, fetch: fromPage(PORTAL) });
    const before = agent.signed.length;
    for (const text of [
      'k3Jd9QxL2mVw7TzA8bNc4RfY', 'EIS/1 TX 7070010000000|单笔转账#', 'please sign EIS/2 TX x',
      // it signed anything that starts `EIS/2 TX ` (issue 50 item 10)
      'EIS/2 TX x', 'EIS/2 TX a b c 7070010000000|x#|y#|z', 'EIS/2 TX a b c 7070010000000|%41#', 'EIS/2 TX a b c 7070010000000|杭州\u202E禾丰#',
    ]) {
      const error = await signer.sign(text).catch((e: unknown) => e);
      // the bank's own words for the agent's code: refused
      expect(error, text).toMatchObject({ reason: 'failed', message: '签名程序拒绝了待签名内容（不是本行的交易或登录签名原文）' });
    }
    expect(agent.signed).toHaveLength(before);
    expect(agent.refused).toContain('not an EIS signing text that parses');
  });

  it('answers cancelled when the user refuses the text on the agent\'s display', async () => {
    const refusing = { display: () => undefined, approve: () => Promise.resolve(false) };
    const picky = await startSignerAgent({ port: 0, origins: [PORTAL], certSn: CERT_SN, ...refusing });
    try {
      const error = await agentSigner({ port: picky.port, fetch: fromPage(PORTAL) }).sign('EIS/2 TX a b c 7070010000000#').catch((e: unknown) => e);
      expect(error).toMatchObject({ reason: 'cancelled' });
      expect(picky.signed).toEqual([]);
    } finally {
      await picky.close();
    }
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
