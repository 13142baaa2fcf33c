import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, portFromEnv, portInUse } from '../../mock-server/ports.ts';

describe('portFromEnv (PORT and MOCK_PORT)', () => {
  it('uses the default when unset or empty', () => {
    expect(portFromEnv('PORT', 5173, {})).toBe(5173);
    expect(portFromEnv('PORT', 5173, { PORT: '' })).toBe(5173);
  });
  it('reads a valid port', () => {
    expect(portFromEnv('MOCK_PORT', 4010, { MOCK_PORT: '4123' })).toBe(4123);
  });
  it.each(['abc', '0', '65536', '12.5', '-1', ' 80'])(
    'refuses %j with a message naming the variable',
    (v) => {
      expect(() => portFromEnv('PORT', 5173, { PORT: v })).toThrow(/^PORT=.* is not a TCP port/);
    },
  );
});

describe('freePort / portInUse', () => {
  it('finds a free port, and sees it taken once something listens', async () => {
    const port = await freePort();
    expect(await portInUse(port)).toBe(false);
    const server = createServer();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      expect(await portInUse(port)).toBe(true);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
