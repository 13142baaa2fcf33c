// MD5Digest stays behind the session (issue 15 finding 1): not public, no caller-chosen user, a keyed
// MAC instead of a 32-hex MD5, and its designed shape marked provisional for the bank to confirm.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../generators/schema-walk.ts';
import { loadBundle } from './load.ts';

describe('the customer-service hand-off in the contract (issue 15 finding 1)', () => {
  const bundle = loadBundle() as { security?: unknown[]; paths: Record<string, { post: JsonObject }> };
  const op = bundle.paths['/api/onlineService/MD5Digest']?.post ?? {};

  it('needs the session: no `security: []`, the root security applies', () => {
    expect(op.security).toBeUndefined();
    expect(bundle.security?.length).toBeGreaterThan(0);
  });

  it('takes no user from the body and answers a keyed MAC, not an MD5, as provisional', () => {
    const text = JSON.stringify(op);
    const request = JSON.stringify((op.requestBody as JsonObject | undefined) ?? {});
    expect(request).not.toContain('USER_ID');
    expect(text).not.toContain('MD5DigestStr');
    expect(text).toContain('[0-9a-f]{64}');
    expect(text).toMatch(/HMAC-SHA256/);
    expect(op['x-eis-provisional']).toEqual(expect.arrayContaining(['requestBody', 'responseBody']));
  });
});
