// The wire rules as pure functions. spec 000 §7, §8, §9.
import { describe, expect, it, vi } from 'vitest';
import {
  classifyHead,
  gatewayTimestamp,
  headMessage,
  messageId,
  operationIdOf,
  parseGatewayTimestamp,
  transportMessage,
  wireHeaders,
  withCommonFields,
} from '@/protocol/wire-format.ts';

const ctx = { menuId: '10401000000', clientMac: 'MAC', clientIp: 'IP' };

describe('withCommonFields (spec 000 §7)', () => {
  it('adds the four common fields, channel always ET', () => {
    expect(withCommonFields({ A: 1, H_CHNL_ID: 'XX' }, ctx)).toEqual({
      A: 1,
      H_MENU_ID: '10401000000',
      H_CHNL_ID: 'ET',
      CLIENT_MAC: 'MAC',
      CLIENT_IP: 'IP',
    });
    expect(withCommonFields(undefined, { menuId: '', clientMac: '', clientIp: '' })).toEqual({
      H_MENU_ID: '',
      H_CHNL_ID: 'ET',
      CLIENT_MAC: '',
      CLIENT_IP: '',
    });
  });
  it('keeps a caller\'s own H_MENU_ID, else the route\'s', () => {
    expect(withCommonFields({ H_MENU_ID: '10201000000' }, ctx).H_MENU_ID).toBe('10201000000');
    expect(withCommonFields({ H_MENU_ID: '' }, ctx).H_MENU_ID).toBe('10401000000');
  });
});

describe('headers (spec 000 §7, §9)', () => {
  it('gives every call the app id 6666, offset 0, a message id, timestamp and channel ET', () => {
    // 01:00 UTC is 09:00 in the gateway's zone (Asia/Shanghai)
    expect(wireHeaders(Date.UTC(2026, 10, 22, 1, 0, 0), 'id-1')).toEqual({
      'X-App-Id': '6666',
      'X-Time-Offset': '0',
      'X-Msg-Id': 'id-1',
      'X-Timestamp': '2026-11-22 09:00:00',
      'X-Channel': 'ET',
    });
  });
  it('stamps the gateway\'s zone (Asia/Shanghai, UTC+8) whatever the browser\'s zone (issue 15 finding 4)', () => {
    // the same instant, seen from London and Tokyo, is one timestamp
    const instant = Date.UTC(2026, 11, 31, 16, 30, 5);
    expect(gatewayTimestamp(instant)).toBe('2027-01-01 00:30:05');
    expect(parseGatewayTimestamp('2027-01-01 00:30:05')).toBe(instant);
    // summer time in London changes nothing: Shanghai has none
    expect(gatewayTimestamp(Date.UTC(2026, 6, 1, 12, 0, 0))).toBe('2026-07-01 20:00:00');
  });
  it.each(['2026-02-30 10:00:00', '2026-11-22T09:00:00', '2026-11-22 9:00:00', '', undefined])(
    'reads no time from %j',
    (text) => {
      expect(parseGatewayTimestamp(text)).toBeUndefined();
    },
  );
  it('says 请校准电脑时间 for a timestamp refusal (E0408), whatever the gateway wrote', () => {
    expect(classifyHead({ STATUS: 'E0408', MSG: '请求时间戳无效或已过期' })).toEqual({
      kind: 'error',
      status: 'E0408',
      message: expect.stringContaining('请校准电脑时间') as string,
    });
  });
  it('makes unique UUID v4 message ids', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => messageId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('keeps every random bit but the version and the variant (RFC 9562: 122 of them)', () => {
    const allOnes = (array: Uint8Array) => array.fill(0xff);
    const random = vi.spyOn(crypto, 'getRandomValues').mockImplementation(allOnes as typeof crypto.getRandomValues);
    try {
      expect(messageId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    } finally {
      random.mockRestore();
    }
  });
});

describe('classifyHead (spec 000 §8)', () => {
  it.each([
    [{ STATUS: '1' }, { kind: 'ok' }],
    [{ STATUS: '000000' }, { kind: 'ok' }],
    [{ STATUS: 1 }, { kind: 'ok' }],
    [{ STATUS: '005', MSG: 'm' }, { kind: 'sessionLost', status: '005', message: 'm' }],
    [{ STATUS: '009' }, { kind: 'sessionLost', status: '009', message: '服务异常' }],
    [{ STATUS: '0110', MSG: '请选择企业' }, { kind: 'selectEnterprise', status: '0110', message: '请选择企业' }],
    [{ STATUS: '0000000' }, { kind: 'error', status: '0000000', message: '服务异常' }],
    [{ STATUS: 'E1', message: '用message' }, { kind: 'error', status: 'E1', message: '用message' }],
    [{ STATUS: 'E1', MSG: '  ', message: 'm2' }, { kind: 'error', status: 'E1', message: 'm2' }],
    [{}, { kind: 'error', status: 'NO_STATUS', message: '服务异常' }],
    [undefined, { kind: 'error', status: 'NO_STATUS', message: '服务异常' }],
  ])('%j -> %j', (head, outcome) => {
    expect(classifyHead(head)).toEqual(outcome);
  });
  it('prefers MSG over message', () => {
    expect(headMessage({ MSG: 'a', message: 'b' })).toBe('a');
  });
});

describe('transportMessage (spec 000 §8)', () => {
  it('uses the server\'s message when its answer has one', () => {
    expect(transportMessage(new Error('x'), { head: { MSG: '系统繁忙' } })).toBe('系统繁忙');
    expect(transportMessage(new Error('x'), { message: '网关超时' })).toBe('网关超时');
    expect(transportMessage(new Error('x'), '维护中')).toBe('维护中');
  });
  it('uses a short text answer, trimmed; not one that is blank or over 200 characters', () => {
    expect(transportMessage(new Error('x'), '  余额不足  ')).toBe('余额不足');
    expect(transportMessage(new Error('x'), '   ')).toBe('服务异常');
    expect(transportMessage(new Error('x'), '忙'.repeat(200))).toBe('忙'.repeat(200));
    expect(transportMessage(new Error('x'), '忙'.repeat(201))).toBe('服务异常');
  });
  it('says 服务异常 for an answer that carries no message (an empty head, null)', () => {
    expect(transportMessage(new Error('x'), { head: { STATUS: '500' } })).toBe('服务异常');
    expect(transportMessage(new Error('x'), { head: { MSG: ' ' } })).toBe('服务异常');
    expect(transportMessage(new Error('x'), null)).toBe('服务异常');
  });
  it('never shows an HTML page', () => {
    expect(transportMessage(new Error('x'), '<html>502</html>')).toBe('服务异常');
    expect(transportMessage(new Error('x'), '<!DOCTYPE html>')).toBe('服务异常');
    expect(transportMessage(new Error('x'), '<b>502')).toBe('服务异常');
  });
  it('shows a text that only contains a "<"', () => {
    expect(transportMessage(new Error('x'), '单笔限额 < 5 万元')).toBe('单笔限额 < 5 万元');
  });
  it('says 服务异常 for a named error, 未知错误 for one without a name', () => {
    expect(transportMessage(new TypeError('fetch failed'), undefined)).toBe('服务异常');
    expect(transportMessage('boom', undefined)).toBe('未知错误');
    expect(transportMessage(undefined, undefined)).toBe('未知错误');
    expect(transportMessage({ name: '' }, undefined)).toBe('未知错误');
    expect(transportMessage(null, undefined)).toBe('未知错误');
    // a thrown function is not an error: its name is no error name
    const thrown = function TypeError() {
      return undefined;
    };
    expect(transportMessage(thrown, undefined)).toBe('未知错误');
  });
});

it('takes the operationId from an /api path', () => {
  expect(operationIdOf('/api/login/userInfoThree')).toBe('userInfoThree');
});
