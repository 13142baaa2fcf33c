// The customer-service hand-off (issue 15 finding 1; spec 000 §5): MD5Digest needs the session, the
// gateway takes the user from it (never from the body), and answers a keyed MAC over user, time and
// nonce with a short expiry, which the service accepts once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handOffKey, verifyHandOff } from '@mock/gateway/online-service.ts';
import { personaByLogin } from '@mock/personas.ts';
import { type RunningMock, startMock } from '@mock/server.ts';
import { send } from '@/api/client.ts';
import { md5Digest } from '@/api/generated/sdk/sdk.gen.ts';
import { sessionRestored } from '@/api/signals.ts';
import { freshClient, logIn } from '../../support/mock-session.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock({ port: 0, prism: sharedPrism() });
}, 60_000);
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  sessionRestored();
  freshClient(mock);
});

describe('MD5Digest, the customer-service hand-off (issue 15 finding 1)', () => {
  it('answers a visitor with a lost session (005), never a digest', async () => {
    const outcome = await send(md5Digest, {}, { silent: true }).then(
      (body) => `answered ${JSON.stringify(body)}`,
      (error: unknown) => (error as { status?: string }).status,
    );
    expect(outcome).toBe('005');
  });

  it('digests the session\'s user whatever the body names, with a MAC the service accepts once', async () => {
    await logIn(mock, 'a3sp');
    const own = personaByLogin('a3sp')?.user.USER_ID;
    const body = { USER_ID: 'U999999' } as unknown as Record<string, never>; // a caller-chosen user is not honoured
    const answer = await send(md5Digest, body, { silent: true });
    expect(answer?.USER_ID).toBe(own);
    expect(answer?.DIGEST).toMatch(/^[0-9a-f]{64}$/);
    expect(answer?.DIGEST_ALG).toBe('HMAC-SHA256');
    const fields = { ...answer, EXPIRES_IN: undefined } as Record<string, string | undefined>;
    const used = new Set<string>();
    const now = Number(answer?.TIME_STAMP);
    expect(verifyHandOff(handOffKey(), fields, now + 1000, used)).toEqual({ user: own });
    expect(verifyHandOff(handOffKey(), fields, now + 2000, used)).toEqual({ refused: 'replayed' });
    expect(verifyHandOff(handOffKey(), { ...fields, USER_ID: 'U999999' }, now, new Set())).toEqual({ refused: 'digest' });
    const late = now + (answer?.EXPIRES_IN ?? 0) * 1000 + 1;
    expect(verifyHandOff(handOffKey(), fields, late, new Set())).toEqual({ refused: 'expired' });
  });
});

describe('the stand-in service, mounted in the mock gateway (issue 50 item 9)', () => {
  const standIn = (init?: RequestInit, query = '') => fetch(`${mock.url}/__mock/online-service${query}`, init);

  it('shows a visitor to a GET, whatever user its query names (the old page showed the forged one)', async () => {
    const page = await (await standIn(undefined, '?USER_ID=U999999&MD5DigestStr=forged')).text();
    expect(page).toContain('<p data-testid="service-user">访客</p>');
    expect(page).not.toContain('U999999');
  });

  it('takes the hand-off the portal posts from its own origin (behind nginx: another Host), once', async () => {
    await logIn(mock, 'a3sp');
    const answer = await send(md5Digest, {}, { silent: true });
    const form = new URLSearchParams({
      USER_ID: answer?.USER_ID ?? '', TIME_STAMP: answer?.TIME_STAMP ?? '', NONCE: answer?.NONCE ?? '', DIGEST: answer?.DIGEST ?? '',
    });
    // the portal's page posts it: Origin is the portal's (nginx's), the Host the mock's (it was refused 403)
    const post = () => standIn({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'origin': 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' },
      body: form.toString(),
    });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(`用户 ${personaByLogin('a3sp')?.user.USER_ID ?? ''}`);
    const again = await post();
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('身份校验失败（replayed）');
  });
});
