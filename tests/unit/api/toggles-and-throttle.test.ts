import { describe, expect, it } from 'vitest';
import { deviceId, DEVICE_ID_KEY } from '@/api/bootstrap.ts';
import { acceptableApiBase, DEV_TOGGLE_KEYS, readDevToggles, testModeUrl } from '@/api/dev-toggles.ts';
import { createThrottle } from '@/api/signals.ts';
import { uploadStub } from '@/api/upload.ts';

describe('developer toggles (spec 000 §7)', () => {
  it('accepts an http(s) API base in development', () => {
    expect(acceptableApiBase('http://10.0.0.5:4010/x', true)).toBe('http://10.0.0.5:4010');
    expect(acceptableApiBase('https://uat.bank.example', true)).toBe('https://uat.bank.example');
  });
  it('outside development accepts only a loopback base, so stored data cannot redirect calls elsewhere', () => {
    expect(acceptableApiBase('http://127.0.0.1:4010', false)).toBe('http://127.0.0.1:4010');
    expect(acceptableApiBase('http://localhost:4010', false)).toBe('http://localhost:4010');
    expect(acceptableApiBase('https://evil.example', false)).toBeUndefined();
  });
  it.each(['javascript:alert(1)', 'ftp://x', 'not a url', '', null])('refuses %j', (value) => {
    expect(acceptableApiBase(value, true)).toBeUndefined();
  });
  it('reads the toggles from localStorage', () => {
    localStorage.setItem(DEV_TOGGLE_KEYS.signLog, '1');
    localStorage.setItem(DEV_TOGGLE_KEYS.testMode, '1');
    localStorage.setItem(DEV_TOGGLE_KEYS.apiBase, 'http://127.0.0.1:4999');
    expect(readDevToggles(false)).toEqual({ signLog: true, testMode: true, apiBase: 'http://127.0.0.1:4999' });
    localStorage.clear();
    expect(readDevToggles(false)).toEqual({ signLog: false, testMode: false });
  });
  it('maps a call to its static mock file', () => {
    expect(testModeUrl('/api/login/userInfoThree', '/eis-demo/')).toBe('/eis-demo/mock/api/login/userInfoThree.json');
    expect(testModeUrl('/api/a/b', '/eis-demo')).toBe('/eis-demo/mock/api/a/b.json');
  });
});

describe('createThrottle (spec 000 §8, §9: 800 ms)', () => {
  it('lets one through per interval', () => {
    let t = 0;
    const throttle = createThrottle(800, () => t);
    const shown: number[] = [];
    for (const at of [0, 100, 799, 800, 1599, 1600]) {
      t = at;
      throttle(() => shown.push(at));
    }
    expect(shown).toEqual([0, 800, 1600]);
  });
});

describe('device id (spec 000 §3)', () => {
  it('is the hardware address when known', () => {
    expect(deviceId('00-1C-42-2E-60-4A', localStorage)).toBe('00-1C-42-2E-60-4A');
  });
  it('else a generated id, kept in local storage', () => {
    const first = deviceId('', localStorage);
    expect(first).toMatch(/^D-[0-9a-f]{32}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId('', localStorage)).toBe(first);
  });
  it('replaces a malformed stored id', () => {
    localStorage.setItem(DEVICE_ID_KEY, '<script>');
    expect(deviceId('', localStorage)).toMatch(/^D-[0-9a-f]{32}$/);
  });
});

describe('upload in test mode (spec 001 §8)', () => {
  it('answers 上传成功 with the file\'s own name and type, numbered by the bank\'s time (issue 48 item 4)', () => {
    // 09:00 UTC is 17:00 in Asia/Shanghai
    const answer = uploadStub(new Blob(['x']), '工资表.xlsx', Date.parse('2026-11-22T09:00:00.042Z'));
    expect(answer.head).toEqual({ STATUS: '000000', MSG: '上传成功' });
    expect(answer.body.FILE_LIST).toEqual([
      { FILE_TYPE: 'xlsx', FILE_FULL_PATH: '/test-mode/20261122170000042/工资表.xlsx', SYS_FILE_NAME: '工资表.xlsx' },
    ]);
  });
});
