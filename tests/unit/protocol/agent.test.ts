// What a key agent shows before the key signs (src/protocol/signing/agent.ts; docs/signing-agent.md
// rule 4 and 5): the rows of a canonical text that parses, marked as the bank's dialog marks them;
// nothing for a text that only starts like one (issue 50 item 10).
import { describe, expect, it } from 'vitest';
import { agentDisplay } from '@/protocol/signing/agent.ts';
import { canonicalText } from '@/protocol/signing/text.ts';

const FRESH = { challengeId: 'TC0A1B2C3D4E5F60718293A4B5', challenge: 'kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0', idempotencyKey: 'EIS-ab' };

describe('agentDisplay', () => {
  it('shows a transaction\'s rows and raw values, its service code and challenge id', () => {
    const text = canonicalText('TX', '7070010000000', ['单笔转账', '杭州禾丰\u202E司公限有', '12,500.00（壹万贰仟伍佰元整）'], ['12500.00'], FRESH);
    expect(agentDisplay(text)).toEqual({
      text, domain: 'TX', serviceCode: '7070010000000', challengeId: FRESH.challengeId,
      // the override is escaped in the text and marked on the display, as the bank's dialog marks it
      rows: ['单笔转账', '杭州禾丰⟦U+202E⟧司公限有', '12,500.00（壹万贰仟伍佰元整）'],
      raw: ['12500.00'],
    });
  });

  it('shows a login text without a challenge id of a transaction', () => {
    expect(agentDisplay(canonicalText('LOGIN', '7019070000000', ['U盾登录'], ['5EED000000000123']))).toMatchObject({ domain: 'LOGIN', rows: ['U盾登录'] });
    expect(agentDisplay(canonicalText('LOGIN', '7019070000000', [], []))).not.toHaveProperty('challengeId');
  });

  it.each(['EIS/2 TX ', 'EIS/2 TX anything at all', 'EIS/2 LOGIN a b c|x#', 'hello'])('shows nothing for %j, which is not signed', (text) => {
    expect(agentDisplay(text)).toBeUndefined();
  });
});
