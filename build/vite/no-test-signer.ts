/**
 * The software signer signs with the TEST-ONLY U-key of test-keys/ (src/signing/software-signer.ts);
 * the mock gateway's other keys are TEST-ONLY too. They belong to development and test builds; a build
 * in any other mode (a production build above all) that carries the signer or any key of test-keys/,
 * in any of the spellings build/test-keys.ts searches for, fails here, naming the files.
 *
 * Such a build also fails before it starts when its VITE_ settings are the mock's: a gateway key
 * missing or a TEST-ONLY key of test-keys/, a URL at the mock, a loopback host in any spelling or a
 * reserved example domain, a customer-service URL that is not https (build/env.ts; issue 15 finding 6).
 */
import type { Plugin } from 'vite';
import { MOCK_MODES, mockPublicKeys, productionEnvMessage, productionEnvProblems } from '../env.ts';
import { testKeys, testOnlyIn, testOnlyMessage } from '../test-keys.ts';

/** Build modes that may carry the TEST-ONLY software signer and keys (.env.development, .env.test). */
const TEST_SIGNER_MODES: ReadonlySet<string> = MOCK_MODES;

/** `root`: the project's folder (where test-keys/ is). */
export function noTestSigner(root: string): Plugin {
  let mode = 'production';
  return {
    name: 'eis-no-test-signer',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      if (MOCK_MODES.has(mode)) return;
      const env = config.env as Record<string, string | undefined>;
      const problems = productionEnvProblems(env, mockPublicKeys(root));
      if (problems.length > 0) throw new Error(productionEnvMessage(mode, problems));
    },
    generateBundle(_options, bundle) {
      if (TEST_SIGNER_MODES.has(mode)) return;
      const found = testOnlyIn(bundle, testKeys(root));
      if (found.length > 0) this.error(testOnlyMessage(mode, found));
    },
  };
}
