// The style nonce of the Content-Security-Policy (issue "ship it": style-src without 'unsafe-inline'):
// taken from the meta nginx fills, never the unfilled placeholder nor a value that is no nonce.
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, cspNonce } from '@/app/csp.ts';

const page = (content?: string) => {
  const doc = document.implementation.createHTMLDocument('');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};

describe('cspNonce', () => {
  it('reads the nonce nginx wrote ($request_id: 32 hex digits)', () => {
    expect(cspNonce(page('0f3a9c1e5b7d24680f3a9c1e5b7d2468'))).toBe('0f3a9c1e5b7d24680f3a9c1e5b7d2468');
  });
  it('has none when the page was served without nginx, or the meta is missing or odd', () => {
    expect(cspNonce(page(CSP_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(cspNonce(page())).toBeUndefined();
    expect(cspNonce(page('short'))).toBeUndefined();
    expect(cspNonce(page('"><script>alert(1)</script>0000000000'))).toBeUndefined();
  });
});
