// spec 000 §4: the login flow. Status 0 (idle) or 1 (running); it starts with a default method
// (single sign-on, key login) or at a named step (login, selectEnterprise, updateBaseInfo) and only
// when idle; it ends when its callback runs; a flow-break flag lets an interrupted flow resume; the
// login error count is kept for the browser session (so neither a cancel nor the end clears it).
import { describe, expect, it } from 'vitest';
import {
  type FlowEvent, type FlowState, flowBreak, IDLE, type LoginStep, QR_EXPIRED_MESSAGE, qrOutcome, resume, transition,
} from '@/session/login-flow.ts';

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
