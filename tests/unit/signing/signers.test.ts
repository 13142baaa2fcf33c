// Which signer a build uses (src/signing/signers.ts): VITE_SIGNER, the agent's port, the plug-in
// before the agent. spec 000 §4 (the signing plug-in), §7.
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyPlugin } from '@/signing/key.ts';
import { noKeySigner, type Signer, SignerError } from '@/signing/signer.ts';
import { agentPort, configuredSigner, DEFAULT_AGENT_PORT, firstWithKey, hardwareSigner } from '@/signing/signers.ts';
import { sessionStore } from '@/session/store.ts';

const reason = (p: Promise<unknown>) => p.then((v) => `resolved ${String(v)}`, (e: unknown) => (e instanceof SignerError ? e.reason : String(e)));
const named = (sn: string): Signer => ({ certSn: () => Promise.resolve(sn), sign: (t) => Promise.resolve(`${sn}:${t}`) });
const failing = (why: 'noKey' | 'cancelled' | 'failed'): Signer => ({
  certSn: () => Promise.reject(new SignerError(why)),
  sign: () => Promise.reject(new SignerError(why)),
});

afterEach(() => {
  sessionStore.setState({ userInfo: undefined });
});

describe('agentPort (VITE_SIGNER_AGENT_PORT)', () => {
  it.each([
    [undefined, DEFAULT_AGENT_PORT],
    ['', DEFAULT_AGENT_PORT],
    ['21000', 21000],
    ['0', undefined],
    ['65536', undefined],
    ['80a', undefined],
    ['1.5', undefined],
  ] as const)('%j -> %j', (value, port) => {
    expect(agentPort(value)).toBe(port);
  });
});

describe('firstWithKey', () => {
  it('uses the first signer with a key, for the certificate and the signature', async () => {
    const signer = firstWithKey([() => failing('noKey'), () => named('AAAA1111'), () => named('BBBB2222')]);
    expect(await signer.certSn()).toBe('AAAA1111');
    expect(await signer.sign('t')).toBe('AAAA1111:t');
  });

  it('is noKey when none has a key', async () => {
    const signer = firstWithKey([() => failing('noKey'), () => noKeySigner]);
    expect(await reason(signer.certSn())).toBe('noKey');
    expect(await reason(signer.sign('t'))).toBe('noKey');
  });

  it('stops at a key that refuses (cancelled is not "no key")', async () => {
    const signer = firstWithKey([() => failing('cancelled'), () => named('BBBB2222')]);
    expect(await reason(signer.certSn())).toBe('cancelled');
  });
});

describe('hardwareSigner (production builds)', () => {
  const plugin: KeyPlugin = { certSn: () => Promise.resolve('C0FFEE01'), sign: (t) => Promise.resolve(`plugin:${t}`) };
  const refused = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  const agentAnswers = ((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = url.endsWith('/cert') ? { certSn: 'A6E47001' } : { signature: 'YWdlbnQtc2lnbmF0dXJlLW9mLXRleHQ=' };
    return Promise.resolve(new Response(JSON.stringify(answer)));
  }) as typeof fetch;

  const has = (): KeyPlugin | undefined => plugin;
  const none = (): KeyPlugin | undefined => undefined;
  it.each<[string, string | undefined, () => KeyPlugin | undefined, typeof fetch, string]>([
    ['auto: the plug-in when the page has one', undefined, has, agentAnswers, 'resolved C0FFEE01'],
    ['auto: else the agent', 'auto', none, agentAnswers, 'resolved A6E47001'],
    ['plugin only', 'plugin', has, agentAnswers, 'resolved C0FFEE01'],
    ['agent only', 'agent', has, agentAnswers, 'resolved A6E47001'],
    ['auto, neither', undefined, none, refused, 'noKey'],
    ['plugin only, none', 'plugin', none, agentAnswers, 'noKey'],
  ])('%s', async (_name, kind, find, fetch, expected) => {
    expect(await reason(hardwareSigner({ kind, port: '17681', plugin: find, fetch }).certSn())).toBe(expected);
  });

  it('has no agent when the port is not one', async () => {
    expect(await reason(hardwareSigner({ kind: 'agent', port: 'x', fetch: agentAnswers }).certSn())).toBe('noKey');
  });
});

describe('configuredSigner', () => {
  it('is the TEST-ONLY software signer in the test build (.env.test: VITE_SIGNER=software)', async () => {
    expect(import.meta.env.VITE_SIGNER).toBe('software');
    sessionStore.setState({ userInfo: { USER_ID: 'U000123', USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP', COMP_USER_TYPE: '0', CERT_SN: '5EED000000000123' } });
    const signer = await configuredSigner();
    expect(await signer.certSn()).toBe('5EED000000000123');
    expect(await signer.sign('x')).toMatch(/^[A-Za-z0-9+/]{86}==$/);
  });
});
