// A call made while `npm start`'s mock is still starting is sent again, not shown as a failure
// (issue 49 item 2): only the development proxy's plain 502 is retried, and each attempt sends the body.
import { describe, expect, it } from 'vitest';
import { fromStartingProxy, retryWhileStarting, STARTING_WAITS_MS } from '@/api/middleware/starting.ts';

const proxy502 = () => new Response('', { status: 502, headers: { 'Content-Type': 'text/plain' } });

function script(answers: Array<() => Response>) {
  const bodies: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    bodies.push(input instanceof Request ? await input.text() : String(input));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof fetch;
  return { fetcher, bodies };
}

const request = () => new Request('http://127.0.0.1/api/message/bankAnnouncementListQry', { method: 'POST', body: '#10sealed' });

describe('fromStartingProxy', () => {
  it.each([
    ['the dev proxy\'s 502', proxy502(), true],
    ['nginx\'s 502 page', new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }), false],
    ['the gateway\'s 500', new Response('{"head":{}}', { status: 500, headers: { 'Content-Type': 'application/json' } }), false],
    ['the gateway\'s 504 (an answer lost after booking)', new Response('{}', { status: 504, headers: { 'Content-Type': 'application/json' } }), false],
    ['an answer', new Response('#10x', { status: 200, headers: { 'Content-Type': 'text/plain' } }), false],
  ])('%s: %s', (_name, response, retried) => {
    expect(fromStartingProxy(response)).toBe(retried);
  });
});

describe('retryWhileStarting', () => {
  it('sends the call again while the proxy cannot reach the mock, the same body each time, and gives the answer', async () => {
    const waited: number[] = [];
    const { fetcher, bodies } = script([proxy502, proxy502, () => new Response('#10answer', { status: 200 })]);
    const send = retryWhileStarting(fetcher, STARTING_WAITS_MS, (ms) => {
      waited.push(ms);
      return Promise.resolve();
    });
    const response = await send(request());
    expect(await response.text()).toBe('#10answer');
    expect(bodies).toEqual(['#10sealed', '#10sealed', '#10sealed']);
    expect(waited).toEqual([250, 500]);
  });

  it('gives the 502 once the waits are spent, and sends nothing twice on any other failure', async () => {
    const always = script(Array.from({ length: 3 }, () => proxy502));
    const response = await retryWhileStarting(always.fetcher, [1, 1], () => Promise.resolve())(request());
    expect(response.status).toBe(502);
    expect(always.bodies).toHaveLength(3);
    const once = script([() => new Response('{}', { status: 504, headers: { 'Content-Type': 'application/json' } })]);
    expect((await retryWhileStarting(once.fetcher, [1, 1], () => Promise.resolve())(request())).status).toBe(504);
    expect(once.bodies).toHaveLength(1);
  });

  it('waits about 10 s in all, longer than the mock takes to start', () => {
    expect(STARTING_WAITS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(9000);
  });
});
