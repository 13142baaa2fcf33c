// What a failed call says about the server's decision (spec 000 §8): a head's status is the server's
// answer; a transport failure (no answer, an HTTP error, an unreadable or malformed body) is none.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors.ts';

describe('ApiError', () => {
  it('tells a transport failure from a server answer', () => {
    for (const status of ['NETWORK', 'DECRYPT', 'BAD_RESPONSE', 'HTTP_500', 'HTTP_502']) expect(new ApiError(status, 'x', 'op').transport, status).toBe(true);
    for (const status of ['005', '009', '0110', '999999', 'AC0500', 'E0401']) expect(new ApiError(status, 'x', 'op').transport, status).toBe(false);
  });
  it('marks 005 and 009 as a lost session, nothing else', () => {
    expect(['005', '009', '0110', 'NETWORK'].map((s) => new ApiError(s, 'x', 'op').sessionLost)).toEqual([true, true, false, false]);
  });
});
