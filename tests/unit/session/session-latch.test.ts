// The session-loss latch (issue 15 finding 8; spec 000 §4, §8): several 005/009 answers are one
// episode with one login flow, but the episode ends when the flow is closed, and a lost session
// outranks a pending enterprise choice (0110).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SessionSignal, sessionRestored, signalSession } from '@/api/signals.ts';
import { IDLE, transition } from '@/session/login-flow.ts';
import { listenToSessionSignals } from '@/session/logout.ts';
import { dispatchFlow, initialState, sessionStore } from '@/session/store.ts';

const lost: SessionSignal = { type: 'sessionLost', status: '005', message: '会话已失效，请重新登录', operation: 'accountListQry' };
const choose: SessionSignal = { type: 'selectEnterprise', status: '0110', message: '请先选择要办理业务的企业', operation: 'menuListQry' };
let stop: () => void = () => undefined;

beforeEach(() => {
  sessionRestored();
  sessionStore.setState({ ...initialState(), loginFlag: true });
  stop = listenToSessionSignals(() => '/account/detail');
});
afterEach(() => {
  stop();
});

describe('the session-loss latch (issue 15 finding 8)', () => {
  it('after the login overlay is closed, the next 005 starts the login flow again', () => {
    expect(signalSession(lost)).toBe(true);
    expect(sessionStore.getState().flow).toMatchObject({ status: 1, step: 'password', returnTo: '/account/detail' });
    expect(signalSession(lost)).toBe(false); // the same episode: one flow, one message
    dispatchFlow({ type: 'cancel' }); // the user closes the overlay
    expect(sessionStore.getState().flow.status).toBe(0);
    sessionStore.setState({ loginFlag: true });
    expect(signalSession(lost)).toBe(true);
    expect(sessionStore.getState().loginFlag).toBe(false);
    expect(sessionStore.getState().flow).toMatchObject({ status: 1, step: 'password' });
  });

  it('a 005 during the enterprise choice (0110) is not silent: logged out, the flow back at its login step', () => {
    expect(signalSession(choose)).toBe(true);
    expect(sessionStore.getState().flow).toMatchObject({ status: 1, step: 'selectEnterprise' });
    expect(signalSession(choose)).toBe(false);
    expect(signalSession(lost)).toBe(true);
    expect(sessionStore.getState().loginFlag).toBe(false);
    expect(sessionStore.getState().flow).toMatchObject({ status: 1, step: 'password', returnTo: '/account/detail' });
    expect(signalSession(choose)).toBe(false); // 005 outranks 0110 until the episode ends
    expect(signalSession({ ...lost, status: '009' })).toBe(false);
  });

  it('the flow: a lost session leaves a login method alone and takes any later step back to the login', () => {
    const atPassword = transition(IDLE, { type: 'start', entry: 'login', returnTo: '/a' });
    expect(transition(atPassword, { type: 'sessionLost', returnTo: '/b' })).toBe(atPassword);
    const choosing = transition(IDLE, { type: 'start', entry: 'selectEnterprise', returnTo: '/a' });
    expect(transition(choosing, { type: 'sessionLost', returnTo: '/b' })).toEqual({ status: 1, step: 'password', errorNum: 0, returnTo: '/a' });
    expect(transition(IDLE, { type: 'sessionLost', returnTo: '/b' })).toEqual({ status: 1, step: 'password', errorNum: 0, returnTo: '/b' });
  });
});
