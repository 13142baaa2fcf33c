// The local key agent as a Signer (src/signing/agent-signer.ts): its provisional protocol, and its
// absence detected as noKey. spec 001 §5, §7 (every signed call needs the key).
import { describe, expect, it } from 'vitest';
import { AGENT_PATH } from '@/protocol/signing/agent.ts';
import { agentSigner, loopbackPermission } from '@/signing/agent-signer.ts';
import { SignerError } from '@/signing/signer.ts';

interface Seen {
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

/** A fetch that answers like an agent would (or fails like a missing one). */
function agent(answer: (path: string, body: unknown) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
    seen.push({ url, body, init });
    return answer(new URL(url).pathname.replace(AGENT_PATH, ''), body);
  }) as typeof fetch;
  return { fake, seen };
}
const ok = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
const SIGNATURE = 'MEUCIQDf3v1lK2m8zQ7c0Ra9sXyJ4uHhKbW5nT1pGv6eLqY0JwIgV7cN2dQeR8sTu1vWx3yZ5aB6cD9eF0gH2iJ4kL7mN8o=';
const reason = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof SignerError ? `${e.reason}: ${e.message}` : String(e)));

describe('the agent protocol (provisional)', () => {
  it('asks 127.0.0.1:<port> for the certificate, then for a signature of the exact text', async () => {
    const { fake, seen } = agent((path) => ok(path === '/cert' ? { certSn: '5EED000000000123' } : { signature: SIGNATURE }));
    const signer = agentSigner({ port: 17681, fetch: fake });
    expect(await signer.certSn()).toBe('5EED000000000123');
    expect(await signer.sign('EIS/1 TX 7070010000000|单笔转账#|12500.00')).toBe(SIGNATURE);
    expect(seen.map((s) => s.url)).toEqual(['http://127.0.0.1:17681/eis-signer/v1/cert', 'http://127.0.0.1:17681/eis-signer/v1/sign']);
    expect(seen[1]?.body).toEqual({ text: 'EIS/1 TX 7070010000000|单笔转账#|12500.00', algorithm: 'SM2-SM3', encoding: 'UTF-8' });
    expect(seen[0]?.init).toMatchObject({ method: 'POST', credentials: 'omit', cache: 'no-store' });
  });

  it.each([
    ['noKey', { error: 'noKey', message: '请插入U盾' }, 'noKey: 未检测到U盾'],
    ['cancelled', { error: 'cancelled' }, 'cancelled: 已取消U盾签名'],
    ['refused', { error: 'refused', message: 'x' }, 'failed: 签名程序拒绝了待签名内容（不是本行的交易或登录签名原文）'],
    ['pinLocked', { error: 'pinLocked' }, 'failed: U盾密码已锁定，请联系开户行解锁'],
    ['an unknown error word', { error: 'boom', message: '设备错误' }, 'failed: U盾签名程序未能完成签名'],
  ])('passes the agent\'s %s answer on as its reason, in the bank\'s fixed words', async (_name, answer, expected) => {
    const { fake } = agent(() => ok(answer));
    expect(await reason(agentSigner({ port: 1, fetch: fake }).sign('x'))).toBe(expected);
  });

  it('never shows the agent\'s own message text in the bank\'s dialog (issue 50 item 10)', async () => {
    // an agent, or a program posing as one, writing into the bank's dialog
    const phishing = '交易异常，请立即致电 400-123-4567 并提供短信验证码';
    for (const error of ['failed', 'noKey', 'cancelled', 'refused', 'pinLocked', 'other']) {
      const { fake } = agent(() => ok({ error, message: phishing }));
      const signer = agentSigner({ port: 1, fetch: fake, permission: () => Promise.resolve(undefined) });
      expect(await reason(signer.sign('x')), error).not.toContain('400-123-4567');
      expect(await reason(signer.certSn()), error).not.toContain('400-123-4567');
    }
  });

  it.each([
    ['a certificate serial that is not hex', { certSn: 'not-a-serial' }, 'failed: U盾证书序列号无法识别'],
    ['no certificate', {}, 'failed: U盾证书序列号无法识别'],
  ])('refuses %s', async (_name, answer, expected) => {
    const { fake } = agent(() => ok(answer));
    expect(await reason(agentSigner({ port: 1, fetch: fake }).certSn())).toBe(expected);
  });

  it.each([
    ['a signature that is not base64', { signature: 'not base64!' }],
    ['no signature', {}],
    ['an HTTP error', new Response('nope', { status: 500 })],
    ['an answer that is not JSON', new Response('<html>', { status: 200 })],
  ])('refuses %s as failed', async (_name, answer) => {
    const { fake } = agent(() => (answer instanceof Response ? answer : ok(answer)));
    expect(await reason(agentSigner({ port: 1, fetch: fake }).sign('x'))).toMatch(/^failed: /);
  });
});

describe('Chrome\'s Local Network Access prompt (issue 50 item 10)', () => {
  const silent = ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(init.signal?.reason as Error);
      });
    })) as typeof fetch;

  it('waits for the user\'s answer to the browser\'s prompt as long as for a signature, not the probe\'s short timeout', async () => {
    const signer = agentSigner({ port: 1, fetch: silent, probeTimeoutMs: 20, signTimeoutMs: 300, permission: () => Promise.resolve('prompt') });
    const started = Date.now();
    expect(await reason(signer.certSn())).toBe('noKey: 未检测到U盾');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('says how to allow the agent when the user or a policy blocked it, asking nothing of it', async () => {
    const { fake, seen } = agent(() => ok({ certSn: '5EED000000000123' }));
    const signer = agentSigner({ port: 1, fetch: fake, permission: () => Promise.resolve('denied') });
    expect(await reason(signer.certSn())).toMatch(/^failed: 浏览器阻止了本页访问本机的U盾签名程序/);
    expect(seen).toEqual([]);
  });

  it('asks the browser by the permission\'s name, then by its first name, and takes no answer as no prompt', async () => {
    const asked: string[] = [];
    const permissions = { query: ({ name }: { name: string }) => {
      asked.push(name);
      return name === 'local-network-access' ? Promise.resolve({ state: 'granted' }) : Promise.reject(new TypeError(`unknown ${name}`));
    } };
    Object.defineProperty(navigator, 'permissions', { value: permissions, configurable: true });
    try {
      expect(await loopbackPermission()).toBe('granted');
      expect(asked).toEqual(['loopback-network', 'local-network-access']);
      permissions.query = ({ name }) => Promise.reject(new TypeError(`unknown ${name}`));
      expect(await loopbackPermission()).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'permissions');
    }
  });
});

describe('no agent (spec 001 §7: the install / insert-the-key guidance)', () => {
  it('is noKey when the connection is refused', async () => {
    const refused = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const signer = agentSigner({ port: 17681, fetch: refused });
    expect(await reason(signer.certSn())).toBe('noKey: 未检测到U盾');
    expect(await reason(signer.sign('x'))).toBe('noKey: 未检测到U盾');
  });

  it('is noKey when the port does not answer /cert within the short timeout', async () => {
    const silent = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(init.signal?.reason as Error);
        });
      })) as typeof fetch;
    const started = Date.now();
    expect(await reason(agentSigner({ port: 17681, fetch: silent, probeTimeoutMs: 50 }).certSn())).toBe('noKey: 未检测到U盾');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await reason(agentSigner({ port: 17681, fetch: silent, signTimeoutMs: 50 }).sign('x'))).toBe('failed: U盾签名超时，签名程序无响应');
  });
});
