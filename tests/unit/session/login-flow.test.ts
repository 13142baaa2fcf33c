// spec 000 §4: the login flow state machine and the expiring storage helper (spec 000 §9).
import { describe, expect, it } from 'vitest';
import { flowBreak, IDLE, LOGIN_UNFINISHED_MESSAGE, qrOutcome, resume, transition } from '@/session/login-flow.ts';
import { expiringStore } from '@/session/storage.ts';

describe('login flow', () => {
  it.each([
    ['login', 'password'],
    ['sso', 'sso'],
    ['ukey', 'ukey'],
    ['selectEnterprise', 'selectEnterprise'],
    ['updateBaseInfo', 'updateBaseInfo'],
  ] as const)('starts at %s on step %s, status 1', (entry, step) => {
    expect(transition(IDLE, { type: 'start', entry })).toEqual({ status: 1, step, errorNum: 0 });
  });

  it('goes back to the password step with its message, not counting a failure, when the user of a login could not be read', () => {
    let s = transition(IDLE, { type: 'start', entry: 'login', returnTo: '/mine' });
    s = transition(s, { type: 'loggedIn', next: 'done', login: 'a3s' });
    s = transition(s, { type: 'sessionLost', message: LOGIN_UNFINISHED_MESSAGE });
    expect(s).toEqual({ status: 1, step: 'password', errorNum: 0, returnTo: '/mine', login: 'a3s', message: LOGIN_UNFINISHED_MESSAGE });
  });

  it('starts only when idle', () => {
    const running = transition(IDLE, { type: 'start', entry: 'login', returnTo: '/a' });
    expect(transition(running, { type: 'start', entry: 'selectEnterprise', returnTo: '/b' })).toBe(running);
  });

  it('runs password login, select enterprise, then ends when the callback runs', () => {
    let s = transition(IDLE, { type: 'start', entry: 'login', returnTo: '/mine' });
    s = transition(s, { type: 'failed', message: '用户名或密码错误' });
    expect(s).toMatchObject({ status: 1, step: 'password', errorNum: 1, message: '用户名或密码错误' });
    s = transition(s, { type: 'loggedIn', next: 'selectEnterprise' });
    expect(s).toEqual({ status: 1, step: 'selectEnterprise', errorNum: 0, returnTo: '/mine' });
    s = transition(s, { type: 'enterpriseChosen', next: 'done' });
    expect(s.step).toBe('done');
    expect(transition(s, { type: 'callbackRan' })).toEqual({ status: 0, errorNum: 0 });
  });

  it('switches method between password, QR code and key, and expires a QR code', () => {
    let s = transition(IDLE, { type: 'start', entry: 'login' });
    s = transition(s, { type: 'method', method: 'qrCode' });
    expect(s.step).toBe('qrCode');
    s = transition(s, { type: 'qrExpired' });
    expect(s.message).toBe('二维码已过期，请刷新二维码');
    expect(transition(s, { type: 'method', method: 'ukey' })).toEqual({ status: 1, step: 'ukey', errorNum: 0 });
  });

  it('falls back from a failed single sign-on to password login', () => {
    const s = transition(transition(IDLE, { type: 'start', entry: 'sso', token: 't' }), { type: 'failed', message: '令牌无效' });
    expect(s).toMatchObject({ step: 'password', errorNum: 1 });
  });

  it('keeps a flow-break flag while running, and resumes from it', () => {
    const s = transition(IDLE, { type: 'start', entry: 'selectEnterprise', returnTo: '/x' });
    expect(flowBreak(s)).toEqual({ step: 'selectEnterprise', returnTo: '/x' });
    expect(flowBreak(IDLE)).toBeUndefined();
    expect(resume(flowBreak(s), 2)).toEqual({ status: 1, step: 'selectEnterprise', errorNum: 2, returnTo: '/x' });
    expect(resume(undefined, 2)).toEqual({ status: 0, errorNum: 2 });
  });

  it('ignores events that do not belong to the step', () => {
    expect(transition(IDLE, { type: 'loggedIn', next: 'done' })).toBe(IDLE);
    const s = transition(IDLE, { type: 'start', entry: 'login' });
    expect(transition(s, { type: 'enterpriseChosen', next: 'done' })).toBe(s);
  });
});

describe('qrOutcome (spec 000 §4: QR code issue, poll, expire)', () => {
  it.each([
    ['WAITING', 60, 'wait'],
    ['SCANNED', 60, 'wait'],
    ['CONFIRMED', 0, 'confirmed'],
    ['EXPIRED', 60, 'expired'],
    ['WAITING', 0, 'expired'],
  ] as const)('%s with %i s left -> %s', (status, left, outcome) => {
    expect(qrOutcome(status, left)).toBe(outcome);
  });
});

describe('expiringStore (spec 000 §9: expiry in minutes)', () => {
  it('forgets a value after its minutes, keeps one without expiry', () => {
    let t = 0;
    const store = expiringStore(localStorage, () => t);
    store.set('a', { x: 1 }, 2);
    store.set('b', '永久');
    t = 119_999;
    expect(store.get('a')).toEqual({ x: 1 });
    t = 120_001;
    expect(store.get('a')).toBeUndefined();
    expect(localStorage.getItem('a')).toBeNull();
    expect(store.get('b')).toBe('永久');
  });
  it('reads a malformed entry as absent', () => {
    localStorage.setItem('c', '{not json');
    expect(expiringStore(localStorage).get('c')).toBeUndefined();
  });
});
