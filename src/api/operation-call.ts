/**
 * A JSON operation's SDK function, rebuilt from its path: the same request sdk.gen.ts's function makes
 * (the shared client, the cookie scheme unless the call is public, JSON). Code that reaches an operation
 * by its id or path (the screen kit, the signing flow) uses this instead of a lookup over sdk.gen.ts,
 * whose computed access would keep every SDK function in the first paint.
 * tests/unit/api/operation-call.test.ts checks it against every generated function.
 */
import type { send } from './client.ts';
import { client } from './generated/sdk/client.gen.ts';
import { PUBLIC_PATHS } from './generated/runtime.ts';

export type SdkFunction = Parameters<typeof send>[0];

interface CallOptions {
  body: unknown;
  client?: typeof client;
  headers?: Record<string, string>;
}

export function operationCall(path: string): SdkFunction {
  const cookie = PUBLIC_PATHS.has(path) ? {} : { security: [{ in: 'cookie' as const, name: 'EIS_SESSION', type: 'apiKey' as const }] };
  const call = (options: CallOptions) =>
    (options.client ?? client).post({
      ...cookie,
      url: path,
      ...options,
      headers: { 'Content-Type': 'application/json', ...options.headers },
    });
  return call;
}
