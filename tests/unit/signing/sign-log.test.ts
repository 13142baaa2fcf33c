// eis.dev.signLog (spec 000 §7: sign logging toggled from local storage): the canonical text and the
// service code go to the console when it is '1', nothing otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_TOGGLE_KEYS } from '@/api/dev-toggles.ts';
import { signLogged } from '@/signing/sign-log.ts';
import type { Signer } from '@/signing/signer.ts';

const signer: Signer = { certSn: () => Promise.resolve('AB12CD34'), sign: (t) => Promise.resolve(`sig(${t})`) };
const TEXT = 'EIS/1 TX 7070010000000|单笔转账#|12500.00';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signLogged', () => {
  it.each([
    ['1', true],
    ['0', false],
    [null, false],
    ['true', false],
  ] as const)('with eis.dev.signLog %j logs: %s', async (value, logs) => {
    if (value !== null) localStorage.setItem(DEV_TOGGLE_KEYS.signLog, value);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await signLogged(signer, TEXT, '7070010000000')).toBe(`sig(${TEXT})`);
    expect(info.mock.calls).toEqual(logs ? [['[eis.dev.signLog]', { serviceCode: '7070010000000', text: TEXT }]] : []);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs before the key signs (a refused signature is still logged)', async () => {
    const lines: unknown[][] = [];
    const refusing: Signer = { ...signer, sign: () => Promise.reject(new Error('cancelled')) };
    await expect(signLogged(refusing, TEXT, '7070010000000', { toggles: () => ({ signLog: true, testMode: false }), log: (...d) => lines.push(d) }))
      .rejects.toThrow('cancelled');
    expect(lines).toEqual([['[eis.dev.signLog]', { serviceCode: '7070010000000', text: TEXT }]]);
  });
});

// issue 15 finding 3: the sign log exists in development and test builds only; a production build
// (DEV false, MODE production) never logs, whatever the toggle says
describe('signLogged by build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['development', true, 'development', true],
    ['test mode', false, 'test', true],
    ['production', false, 'production', false],
  ] as const)('in a %s build logs: %s', async (_name, dev, mode, logs) => {
    vi.stubEnv('DEV', dev);
    vi.stubEnv('MODE', mode);
    const lines: unknown[][] = [];
    const toggles = () => ({ signLog: true, testMode: false });
    expect(await signLogged(signer, TEXT, '7070010000000', { toggles, log: (...d) => lines.push(d) })).toBe(`sig(${TEXT})`);
    expect(lines).toEqual(logs ? [['[eis.dev.signLog]', { serviceCode: '7070010000000', text: TEXT }]] : []);
  });
});
