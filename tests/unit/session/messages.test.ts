// The request layer's own messages in the user's language (issue 38; spec 000 §8 texts in zh-CN): the
// portal's messages translated, the bank's as they came.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/index.ts';
import { NETWORK_DOWN, SERVICE_EXCEPTION, TIMED_OUT } from '@/protocol/wire-format.ts';
import { shownMessage } from '@/session/messages.ts';

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('shownMessage', () => {
  it('keeps the spec texts in zh-CN', () => {
    expect(shownMessage(SERVICE_EXCEPTION)).toBe('服务异常');
    expect(shownMessage(NETWORK_DOWN)).toBe(NETWORK_DOWN);
  });
  it('says the portal\'s own messages in English in en-US, and leaves the bank\'s', async () => {
    await i18n.changeLanguage('en-US');
    expect(shownMessage(SERVICE_EXCEPTION)).toBe('Service error');
    expect(shownMessage(TIMED_OUT)).toBe('The bank did not answer in time');
    expect(shownMessage('余额不足')).toBe('余额不足');
  });
});
