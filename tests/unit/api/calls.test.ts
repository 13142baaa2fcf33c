// Every operation's SDK function by operationId (src/api/generated/calls.ts, from each area's index:
// what src/kit/bound-operation.ts binds and the signing flow sends through) is the generated function
// that posts to that operation's path (issue 51 item 4: the kit hands the generated call to signing,
// nothing rebuilds it from a path).
import { describe, expect, it } from 'vitest';
import { calls } from '@/api/generated/calls.ts';
import { operationPaths } from '@/api/generated/operations.ts';
import type { Client } from '@/api/generated/sdk/client/index.ts';

type Call = (options: { client: Client; body: unknown }) => Promise<unknown>;

/** The URL a function asks the client to post to. */
async function urlOf(call: Call): Promise<unknown> {
  let seen: Record<string, unknown> = {};
  const post = (options: Record<string, unknown>) => ((seen = options), Promise.resolve({}));
  await call({ client: { post } as unknown as Client, body: { A: '1' } });
  return seen.url;
}

describe('calls', () => {
  const table = calls as unknown as Readonly<Record<string, Call | undefined>>;
  it.each(Object.entries(operationPaths))('%s posts to %s', async (id, path) => {
    const call = table[id];
    expect(call).toBeTypeOf('function');
    if (call) expect(await urlOf(call)).toBe(path);
  });

  it('holds the contract\'s operations and nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(operationPaths).sort());
  });
});
