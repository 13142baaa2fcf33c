// The customer-service window's URL (spec 000 §5 "Customer service window", §9 "Customer service
// popup 1100x600"): a configured base that is not a URL at all opens nothing.
import { describe, expect, it } from 'vitest';
import { serviceUrl } from '@/shell/rules/service-window.ts';

describe('serviceUrl (spec 000 §5)', () => {
  it('answers no URL for a base that does not parse, instead of throwing', () => {
    expect(serviceUrl('http://[', 'http://bank.example')).toBeUndefined();
    expect(serviceUrl('https://', 'http://bank.example', true)).toBeUndefined();
  });
});
