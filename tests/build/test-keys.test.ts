// Every TEST-ONLY key of test-keys/ stays out of any build but development and test (issue 39 items 4
// and 7; issue 15 finding 6): build/test-keys.ts knows each key of the mock (mock-server/keys.ts) in the
// spellings a bundle could hold it in, and vite.config.ts fails such a build naming the file and the
// key, not only for the U-key's private key and the software signer. The builds; the search itself is
// in ./test-keys-search.test.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { useThrowawayProductionEnv } from '../../tools/throwaway-env.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (name: string) => readFileSync(resolve(ROOT, 'test-keys', name), 'utf8').trim();
let restoreEnv: (() => void) | undefined;

afterEach(() => {
  restoreEnv?.();
  restoreEnv = undefined;
});

describe('a production build that would carry one', () => {
  const buildWith = async (leak: string) => {
    restoreEnv = useThrowawayProductionEnv();
    return build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      define: { __LEAK__: JSON.stringify(leak) },
      build: { write: false, rolldownOptions: { input: resolve(import.meta.dirname, 'fixtures/leak-entry.ts') } },
    }).then(() => 'built', (e: unknown) => String(e));
  };

  it('fails, naming the file and the key, for every key and not only the U-key\'s private one', async () => {
    for (const [name, leak] of [
      ['sm2-private.hex', read('sm2-private.hex').toUpperCase()],
      ['rsa-private.pem', read('rsa-private.pem')],
      ['online-service-hmac.hex', read('online-service-hmac.hex')],
    ] as const) {
      const failure = await buildWith(leak);
      expect(failure, name).toContain('this production build carries the TEST-ONLY software signer or a TEST-ONLY key of test-keys/');
      expect(failure, name).toContain(`test-keys/${name}`);
      restoreEnv?.();
    }
  });

  it('builds when it carries none', async () => {
    expect(await buildWith('a bank\'s own value')).toBe('built');
  });
});
