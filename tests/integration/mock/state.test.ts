// The gateway's own state and parsing (issue: mock server).
import { describe, expect, it } from 'vitest';
import { violationMessage } from '@mock/gateway/dispatch.ts';
import { PERSONAS, personaByLogin } from '@mock/personas.ts';
import { parseFault } from '@mock/faults/table.ts';
import { GatewayState } from '@mock/sessions/state.ts';

describe('parseFault', () => {
  it.each([
    ['http500', { kind: 'http500' }],
    ['delay=1500', { kind: 'delay', ms: 1500 }],
    ['malformed', { kind: 'malformed' }],
    ['undecryptable', { kind: 'undecryptable' }],
    ['status=005', { kind: 'status', status: '005' }],
    ['status=0110', { kind: 'status', status: '0110' }],
    [`business=TR0001;msg=${encodeURIComponent('账户余额不足')}`, { kind: 'business', status: 'TR0001', msg: '账户余额不足' }],
  ])('%s', (text, fault) => {
    expect(parseFault(text)).toEqual(fault);
  });
  it.each(['explode', 'delay=-1', 'delay=x', 'status=200', 'business=', 'business=TR1;msg=%E0%A4%A'])('refuses %s with a message', (text) => {
    expect(typeof parseFault(text)).toBe('string');
  });
});

describe('GatewayState', () => {
  it('expires an idle session, then forgets it', () => {
    let t = 0;
    const state = new GatewayState(() => t);
    state.sessionTtlMs = 1000;
    const s = state.newSession();
    t = 900;
    expect(state.session(s.id)).toBe(s);
    t = 1901;
    expect(state.session(s.id)).toBe('expired');
    expect(state.session(s.id)).toBeUndefined();
  });
  it('recognises a replayed nonce', () => {
    const state = new GatewayState();
    expect(state.replayed('a'.repeat(32))).toBe(false);
    expect(state.replayed('a'.repeat(32))).toBe(true);
    expect(state.replayed('b'.repeat(32))).toBe(false);
  });
  it('counts queued faults down, per operation or for any', () => {
    const state = new GatewayState();
    state.queueFault({ kind: 'http500', operation: 'userInfoThree', remaining: 2 });
    state.queueFault({ kind: 'malformed', operation: '*', remaining: 1 });
    expect(state.takeFault('userInfoThree')).toEqual({ kind: 'http500' });
    expect(state.takeFault('menuListQry')).toEqual({ kind: 'malformed' });
    expect(state.takeFault('menuListQry')).toBeUndefined();
    expect(state.takeFault('userInfoThree')).toEqual({ kind: 'http500' });
    expect(state.takeFault('userInfoThree')).toBeUndefined();
  });
  it('gives a fault queued for one persona to that persona\'s calls only', () => {
    const state = new GatewayState();
    state.queueFault({ kind: 'status', status: '005', operation: 'menuAuthCheck', remaining: 1, user: 'a3s' });
    expect(state.takeFault('menuAuthCheck', 'a3sp')).toBeUndefined();
    expect(state.takeFault('menuAuthCheck')).toBeUndefined();
    expect(state.takeFault('menuAuthCheck', 'a3s')).toEqual({ kind: 'status', status: '005' });
    expect(state.takeFault('menuAuthCheck', 'a3s')).toBeUndefined();
  });
  it('rotates a session id on login', () => {
    const state = new GatewayState();
    const s = state.newSession();
    const next = state.rotate(s);
    expect(next.id).not.toBe(s.id);
    expect(state.session(s.id)).toBeUndefined();
  });
});

describe('violationMessage', () => {
  it('names the fields Prism found', () => {
    const header = JSON.stringify([{ path: ['body', 'MENU_MNAME'], message: 'must have required property \'MENU_MNAME\'' }]);
    expect(violationMessage(header)).toBe('请求参数不合法（MENU_MNAME：must have required property \'MENU_MNAME\'）');
    expect(violationMessage(null)).toBe('请求参数不合法');
    expect(violationMessage('not json')).toBe('请求参数不合法');
  });
});

describe('personas and menus (spec 000 §6)', () => {
  it('has one persona per level, an administrator, several enterprises, an e-order block', () => {
    expect(new Set(PERSONAS.map((p) => p.user.USER_INDVATTELVL))).toEqual(new Set(['A2', 'A3', 'A3P', 'A3S', 'A3SP']));
    expect(personaByLogin('admin')?.user.COMP_USER_TYPE).toBe('1');
    expect(personaByLogin('multi')?.enterprises.length).toBeGreaterThan(1);
    expect(personaByLogin('eorder')?.elecOrder).toEqual({ IS_HAVE: 'Y', TYPE: '2' });
  });
});
