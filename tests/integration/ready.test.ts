// Waiting for a server before `npm start` prints its URL (issue 49 item 2).
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answers, waitUntilAnswers } from '@tools/ready.ts';
import { freePort } from '@mock/ports.ts';

describe('answers', () => {
  it.each([[200, true], [404, true], [302, true], [499, true], [500, false], [502, false], [503, false], [0, false]])('%i: %s', (status, up) => {
    expect(answers(status)).toBe(up);
  });
});

describe('waitUntilAnswers', () => {
  it('waits through refused connections and 502s until the server answers', async () => {
    const statuses = [new TypeError('fetch failed'), 502, 502, 200];
    let asked = 0;
    const get = (() => {
      const next = statuses[asked++];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(new Response('', { status: next }));
    }) as typeof fetch;
    await waitUntilAnswers('http://127.0.0.1:1/x', { timeoutMs: 10_000, fetch: get, sleep: () => Promise.resolve() });
    expect(asked).toBe(4);
  });

  it('gives up when the time is up, naming the URL and the last answer', async () => {
    let clock = 0;
    const get = (() => Promise.resolve(new Response('', { status: 502 }))) as typeof fetch;
    const waiting = waitUntilAnswers('http://127.0.0.1:1/eis-demo/', {
      timeoutMs: 1000, fetch: get, now: () => clock, sleep: (ms) => {
        clock += ms;
        return Promise.resolve();
      },
    });
    await expect(waiting).rejects.toThrow('http://127.0.0.1:1/eis-demo/ did not answer within 1 s (HTTP 502)');
  });

  it('sees a real server once it listens', async () => {
    const port = await freePort();
    let server: Server | undefined;
    setTimeout(() => {
      server = createServer((_req, res) => res.end('ok')).listen(port, '127.0.0.1');
    }, 300);
    try {
      await waitUntilAnswers(`http://127.0.0.1:${String(port)}/`, { timeoutMs: 10_000, intervalMs: 50 });
    } finally {
      await new Promise((r) => server?.close(r));
    }
  });
});
