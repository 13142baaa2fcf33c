// operationCall (src/api/operation-call.ts) makes the generated SDK function's request, for every JSON
// operation of the contract: the kit and the signing flow reach operations by path without a lookup
// over sdk.gen.ts (which would keep every SDK function in the first paint).
import { describe, expect, it } from 'vitest';
import { operationPaths } from '@/api/generated/operations.ts';
import type { Client } from '@/api/generated/sdk/client/index.ts';
import * as sdk from '@/api/generated/sdk/sdk.gen.ts';
import { operationCall } from '@/api/operation-call.ts';

type Call = (options: { client: Client; body: unknown }) => Promise<unknown>;

/** What a function asks the client to post (the client itself left out). */
async function request(call: Call): Promise<Record<string, unknown>> {
  let seen: Record<string, unknown> = {};
  const post = (options: Record<string, unknown>) => ((seen = options), Promise.resolve({}));
  await call({ client: { post } as unknown as Client, body: { A: '1' } });
  return Object.fromEntries(Object.entries(seen).filter(([key]) => key !== 'client'));
}

// the generated functions by the URL they post to (their names are hey-api's: MD5Digest is md5Digest)
const generated = new Map<string, Record<string, unknown>>();
for (const fn of Object.values(sdk as unknown as Record<string, Call>)) {
  const options = await request(fn);
  generated.set(String(options.url), options);
}

describe('operationCall', () => {
  const json = Object.entries(operationPaths).filter(([id]) => id !== 'uploadFile'); // multipart: src/api/upload.ts
  it.each(json)('%s', async (_id, path) => {
    expect(generated.get(path)).toBeDefined();
    expect(await request(operationCall(path) as unknown as Call)).toEqual(generated.get(path));
  });

  it('covers every operation but the multipart upload', () => {
    expect(json.length).toBe(Object.keys(operationPaths).length - 1);
    expect(generated.size).toBe(Object.keys(operationPaths).length);
  });
});
