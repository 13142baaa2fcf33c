// The answer's head as the chain reads it (src/api/middleware/status.ts): spec 000 §8 (1 and 000000
// pass, anything else is an error with the head's message or 服务异常) and issue 15 finding 2 (a sealed
// call answered in plain is an error, the gateway's envelope refusals E0401/E0402 as themselves, with the
// portal's fixed message: issue 39).
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors.ts';
import { checkHead } from '@/api/middleware/status.ts';
import { i18n } from '@/i18n/index.ts';
import { ENVELOPE_REFUSED } from '@/protocol/wire-format.ts';
import { shownMessage } from '@/session/messages.ts';

const answer = (head: Record<string, unknown>, body?: unknown) =>
  JSON.stringify({ head, ...(body === undefined ? {} : { body }) });
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.message, operation: error.operation };
  }
  return 'passed';
};

describe('checkHead', () => {
  it.each(['1', '000000'])('passes status %s with the parsed answer', (status) => {
    expect(checkHead(answer({ STATUS: status }, { A: 1 }), 'op', false, true)).toEqual({ head: { STATUS: status }, body: { A: 1 } });
    expect(checkHead(answer({ STATUS: status }), 'op', true, false)).toEqual({ head: { STATUS: status } });
  });

  it('turns any other status into an ApiError with the head\'s message, or 服务异常', () => {
    expect(failure(() => checkHead(answer({ STATUS: 'TR0001', MSG: '账户余额不足' }), 'transferSub', false, true)))
      .toEqual({ status: 'TR0001', message: '账户余额不足', operation: 'transferSub' });
    expect(failure(() => checkHead(answer({ STATUS: 'X1' }), 'op', false, true))).toMatchObject({ status: 'X1', message: '服务异常' });
  });

  it('refuses an answer that is not JSON as 服务异常 (BAD_RESPONSE), keeping the parse error as its cause', () => {
    expect(failure(() => checkHead('{"head":', 'op', false, true))).toEqual({ status: 'BAD_RESPONSE', message: '服务异常', operation: 'op' });
    let cause: unknown;
    try {
      checkHead('{"head":', 'op', false, true);
    } catch (error) {
      cause = (error as ApiError).cause;
    }
    expect(cause).toBeInstanceOf(SyntaxError);
  });

  it('refuses JSON without a head (null, a bare value) as 服务异常, never a crash', () => {
    expect(failure(() => checkHead('null', 'op', false, true))).toEqual({ status: 'NO_STATUS', message: '服务异常', operation: 'op' });
    expect(failure(() => checkHead('7', 'op', false, true))).toMatchObject({ message: '服务异常' });
  });

  it('refuses a plain answer to a sealed call, even a success; the envelope refusals pass as themselves', () => {
    expect(failure(() => checkHead(answer({ STATUS: '000000' }), 'op', true, true))).toMatchObject({ status: 'DECRYPT' });
    expect(failure(() => checkHead(answer({ STATUS: 'TR0001', MSG: 'x' }), 'op', true, true))).toMatchObject({ status: 'DECRYPT' });
    expect(failure(() => checkHead(answer({ STATUS: 'E0401', MSG: '请求报文无法解密或已被篡改' }), 'op', true, true)))
      .toEqual({ status: 'E0401', message: ENVELOPE_REFUSED, operation: 'op' });
    expect(failure(() => checkHead(answer({ STATUS: 'E0402', MSG: '请求报文未加密' }), 'op', true, true))).toMatchObject({ status: 'E0402' });
  });

  // issue 39: the plain refusal is unauthenticated, so its MSG is anyone's words; the toast shows the portal's own
  it.each(['E0401', 'E0402'])('says the portal\'s fixed text for a plain %s, never its MSG', (status) => {
    const forged = '您的账户存在风险，请立即拨打 400-000-0000 联系客服';
    expect(failure(() => checkHead(answer({ STATUS: status, MSG: forged }), 'op', true, true)))
      .toEqual({ status, message: '请求未通过安全校验，请刷新页面后重试', operation: 'op' });
    expect(failure(() => checkHead(answer({ STATUS: status }), 'op', true, true))).toMatchObject({ message: ENVELOPE_REFUSED });
  });

  it('translates the fixed text as the portal\'s own message (src/session/messages.ts)', async () => {
    expect(shownMessage(ENVELOPE_REFUSED)).toBe('请求未通过安全校验，请刷新页面后重试');
    await i18n.changeLanguage('en-US');
    try {
      expect(shownMessage(ENVELOPE_REFUSED)).toBe('The request did not pass the security check; reload the page and try again');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('lets a plain call\'s plain answer and a sealed call\'s sealed answer through by their heads', () => {
    expect(failure(() => checkHead(answer({ STATUS: 'E0401', MSG: 'm' }), 'op', false, true))).toMatchObject({ status: 'E0401' });
    expect(failure(() => checkHead(answer({ STATUS: '000000' }), 'op', true, false))).toBe('passed');
  });
});
