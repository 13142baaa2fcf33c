// spec 000 §4: the login flow state machine and the expiring storage helper (spec 000 §9).
import { describe, expect, it } from 'vitest';
import {
  type FlowEvent, type FlowState, flowBreak, IDLE, LOGIN_UNFINISHED_MESSAGE, type LoginStep, QR_EXPIRED_MESSAGE,
  qrOutcome, resume, transition,
} from '@/session/login-flow.ts';
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

  it('starts only when idle; a running flow goes on to the URL asked for last (the intended URL is remembered)', () => {
    const running = transition(IDLE, { type: 'start', entry: 'login', returnTo: '/a' });
    expect(transition(running, { type: 'start', entry: 'selectEnterprise', returnTo: '/b' })).toEqual({ status: 1, step: 'password', errorNum: 0, returnTo: '/b' });
    expect(transition(running, { type: 'start', entry: 'login', returnTo: '/a' })).toBe(running);
    expect(transition(running, { type: 'start', entry: 'login' })).toBe(running);
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

// spec 000 §4: the login flow. Status 0 (idle) or 1 (running); it starts with a default method
// (single sign-on, key login) or at a named step (login, selectEnterprise, updateBaseInfo) and only
// when idle; it ends when its callback runs; a flow-break flag lets an interrupted flow resume; the
// login error count is kept for the browser session (so neither a cancel nor the end clears it).
const at = (step: LoginStep, extra: Partial<FlowState> = {}): FlowState => ({ status: 1, step, errorNum: 0, ...extra });
const ALL_STEPS: LoginStep[] = ['password', 'qrCode', 'ukey', 'sso', 'selectEnterprise', 'updateBaseInfo', 'done'];

describe('events that do not belong to the flow\'s state change nothing (spec 000 §4)', () => {
  it('a failed login while idle is not counted', () => {
    expect(transition(IDLE, { type: 'failed', message: '用户名或密码错误' })).toBe(IDLE);
    const idleWithErrors: FlowState = { status: 0, errorNum: 2 };
    expect(transition(idleWithErrors, { type: 'failed', message: 'x' })).toBe(idleWithErrors);
  });

  it('a method is chosen only on a login-method step, never on the enterprise or base-info step, nor when idle', () => {
    for (const step of ['selectEnterprise', 'updateBaseInfo', 'done'] as const) {
      const s = at(step);
      expect(transition(s, { type: 'method', method: 'password' }), step).toBe(s);
    }
    expect(transition(IDLE, { type: 'method', method: 'qrCode' })).toBe(IDLE);
    // a step left over in a stopped flow is not taken up again
    const stopped: FlowState = { status: 0, step: 'password', errorNum: 0 };
    expect(transition(stopped, { type: 'method', method: 'qrCode' })).toBe(stopped);
    expect(transition({ status: 1, errorNum: 0 }, { type: 'method', method: 'qrCode' })).toEqual({ status: 1, errorNum: 0 });
    for (const step of ['password', 'qrCode', 'ukey', 'sso'] as const) {
      expect(transition(at(step, { message: 'm' }), { type: 'method', method: 'ukey' }), step).toEqual(at('ukey'));
    }
  });

  it('base info done ends only the updateBaseInfo step', () => {
    for (const step of ALL_STEPS.filter((s) => s !== 'updateBaseInfo')) {
      const s = at(step);
      expect(transition(s, { type: 'baseInfoDone' }), step).toBe(s);
    }
    expect(transition({ status: 0, step: 'updateBaseInfo', errorNum: 0 }, { type: 'baseInfoDone' }).step).toBe('updateBaseInfo');
    expect(transition(at('updateBaseInfo', { message: 'm', returnTo: '/r' }), { type: 'baseInfoDone' })).toEqual(at('done', { returnTo: '/r' }));
  });

  it('an enterprise is chosen only on the selectEnterprise step, and may lead to updateBaseInfo', () => {
    for (const step of ALL_STEPS.filter((s) => s !== 'selectEnterprise')) {
      const s = at(step);
      expect(transition(s, { type: 'enterpriseChosen', next: 'done' }), step).toBe(s);
    }
    expect(transition({ status: 0, step: 'selectEnterprise', errorNum: 0 }, { type: 'enterpriseChosen', next: 'done' }).step).toBe('selectEnterprise');
    expect(transition(at('selectEnterprise', { message: 'm' }), { type: 'enterpriseChosen', next: 'updateBaseInfo' })).toEqual(at('updateBaseInfo'));
  });

  it('a QR code expires only on the QR step of a running flow', () => {
    for (const step of ALL_STEPS.filter((s) => s !== 'qrCode')) {
      const s = at(step);
      expect(transition(s, { type: 'qrExpired' }), step).toBe(s);
    }
    const stopped: FlowState = { status: 0, step: 'qrCode', errorNum: 0 };
    expect(transition(stopped, { type: 'qrExpired' })).toBe(stopped);
    expect(transition(at('qrCode'), { type: 'qrExpired' })).toEqual(at('qrCode', { message: QR_EXPIRED_MESSAGE }));
    expect(QR_EXPIRED_MESSAGE).toBe('二维码已过期，请刷新二维码');
  });
});

describe('the error count is kept for the session (spec 000 §4)', () => {
  it('counts each failure of a running flow, and keeps the step except a failed single sign-on', () => {
    expect(transition(at('password', { errorNum: 2 }), { type: 'failed', message: '密码错误' }))
      .toEqual(at('password', { errorNum: 3, message: '密码错误' }));
    expect(transition(at('ukey'), { type: 'failed', message: 'm' }).step).toBe('ukey');
    expect(transition(at('sso', { token: 't' }), { type: 'failed', message: 'm' })).toEqual(at('password', { token: 't', errorNum: 1, message: 'm' }));
  });

  it('a cancel and the end of the flow keep the count; a login resets it', () => {
    const failedTwice = at('password', { errorNum: 2, message: 'm', returnTo: '/x' });
    expect(transition(failedTwice, { type: 'cancel' })).toEqual({ status: 0, errorNum: 2, closedAt: 'password' });
    expect(transition(failedTwice, { type: 'callbackRan' })).toEqual({ status: 0, errorNum: 2 });
    expect(transition(failedTwice, { type: 'loggedIn', next: 'done' })).toEqual(at('done', { returnTo: '/x' }));
    // where the user closed it is kept until the next flow (the guard: a closed enterprise choice)
    expect(transition(at('selectEnterprise'), { type: 'cancel' })).toEqual({ status: 0, errorNum: 0, closedAt: 'selectEnterprise' });
    expect(transition({ status: 0, errorNum: 0, closedAt: 'selectEnterprise' }, { type: 'cancel' })).toEqual({ status: 0, errorNum: 0 });
    expect(transition({ status: 0, errorNum: 0, closedAt: 'selectEnterprise' }, { type: 'start', entry: 'login' })).toEqual(at('password'));
    // a new flow starts with the session's count
    expect(transition({ status: 0, errorNum: 2 }, { type: 'start', entry: 'login' })).toEqual(at('password', { errorNum: 2 }));
  });

  it('a login is taken only while running', () => {
    expect(transition(IDLE, { type: 'loggedIn', next: 'selectEnterprise' })).toBe(IDLE);
  });
});

describe('start (spec 000 §4)', () => {
  it('keeps the return path and the single sign-on token, and nothing empty', () => {
    expect(transition(IDLE, { type: 'start', entry: 'sso', token: 'TK', returnTo: '/mine' })).toEqual(at('sso', { token: 'TK', returnTo: '/mine' }));
    const bare = transition(IDLE, { type: 'start', entry: 'login', returnTo: '', token: '' });
    expect(bare).toEqual(at('password'));
    expect('returnTo' in bare || 'token' in bare).toBe(false);
  });
});

describe('the flow-break flag and resuming (spec 000 §4: an interrupted flow resumes)', () => {
  it('is kept for every resumable step, with the return path', () => {
    for (const step of ['password', 'qrCode', 'ukey', 'selectEnterprise', 'updateBaseInfo'] as const) {
      expect(flowBreak(at(step, { returnTo: '/r' })), step).toEqual({ step, returnTo: '/r' });
      expect(flowBreak(at(step)), step).toEqual({ step });
    }
  });

  it('is not kept for a single sign-on step (its token is not stored), a finished flow or an idle one', () => {
    expect(flowBreak(at('sso', { token: 'TK' }))).toBeUndefined();
    expect(flowBreak(at('done'))).toBeUndefined();
    expect(flowBreak({ status: 0, step: 'password', errorNum: 0 })).toBeUndefined();
    expect(flowBreak({ status: 1, errorNum: 0 })).toBeUndefined();
  });

  it('resumes a finished step at the password step, never at done (that would end a flow nobody finished)', () => {
    expect(resume({ step: 'done', returnTo: '/x' }, 1)).toEqual(at('password', { errorNum: 1, returnTo: '/x' }));
    expect(resume({ step: 'done' }, 0).step).toBe('password');
  });

  it('resumes every other step where it was, with the session\'s count', () => {
    for (const step of ['password', 'qrCode', 'ukey', 'selectEnterprise', 'updateBaseInfo'] as const) {
      expect(resume({ step }, 3), step).toEqual(at(step, { errorNum: 3 }));
    }
    expect(resume(undefined, 3)).toEqual({ status: 0, errorNum: 3 });
  });
});

describe('qrOutcome (spec 000 §4)', () => {
  it('is confirmed over anything, expired on EXPIRED or at 0 s, else waits', () => {
    expect(qrOutcome('CONFIRMED', -1)).toBe('confirmed');
    expect(qrOutcome('EXPIRED', 100)).toBe('expired');
    expect(qrOutcome('WAITING', 1)).toBe('wait');
    expect(qrOutcome('WAITING', -1)).toBe('expired');
  });
});

// every event kind, from idle, leaves the flow idle except start
it('from idle only start runs a flow', () => {
  const events: FlowEvent[] = [
    { type: 'method', method: 'password' }, { type: 'loggedIn', next: 'done' }, { type: 'failed', message: 'm' },
    { type: 'qrExpired' }, { type: 'enterpriseChosen', next: 'done' }, { type: 'baseInfoDone' }, { type: 'cancel' }, { type: 'callbackRan' },
  ];
  for (const event of events) expect(transition(IDLE, event).status, event.type).toBe(0);
});

describe('a lost session, 005 or 009 (spec 000 §4 "marks the user logged out and starts the login flow if idle"; §8)', () => {
  it('starts the flow at the password step from idle, with the session\'s count and where the user was', () => {
    expect(transition({ status: 0, errorNum: 2 }, { type: 'sessionLost', returnTo: '/account/myAccount' }))
      .toEqual(at('password', { errorNum: 2, returnTo: '/account/myAccount' }));
    const bare = transition(IDLE, { type: 'sessionLost' });
    expect(bare).toEqual(at('password'));
    expect('returnTo' in bare).toBe(false);
    expect('returnTo' in transition(IDLE, { type: 'sessionLost', returnTo: '' })).toBe(false);
  });

  it('starts it afresh from a stopped flow that still carries a login step', () => {
    const stopped: FlowState = { status: 0, step: 'qrCode', errorNum: 1, message: 'm', returnTo: '/old' };
    expect(transition(stopped, { type: 'sessionLost', returnTo: '/new' })).toEqual(at('password', { errorNum: 1, returnTo: '/old' }));
    expect(transition({ status: 0, step: 'password', errorNum: 0 }, { type: 'sessionLost' })).toEqual(at('password'));
  });

  it('leaves a running flow that is already at a login method where it is (issue 15 finding 8)', () => {
    for (const step of ['password', 'qrCode', 'ukey', 'sso'] as const) {
      const s = at(step, { errorNum: 1, message: 'm', returnTo: '/r', ...(step === 'sso' ? { token: 'TK' } : {}) });
      expect(transition(s, { type: 'sessionLost', returnTo: '/elsewhere' }), step).toBe(s);
    }
  });

  it('takes a flow past its login back to the password step, keeping its own return path (a pending 0110 choice)', () => {
    for (const step of ['selectEnterprise', 'updateBaseInfo', 'done'] as const) {
      const s = at(step, { errorNum: 1, message: 'm', returnTo: '/mine' });
      expect(transition(s, { type: 'sessionLost', returnTo: '/elsewhere' }), step).toEqual(at('password', { errorNum: 1, returnTo: '/mine' }));
      expect(transition(at(step), { type: 'sessionLost', returnTo: '/here' }), step).toEqual(at('password', { returnTo: '/here' }));
    }
    expect(transition({ status: 1, errorNum: 0 }, { type: 'sessionLost' })).toEqual(at('password'));
  });
});
