/**
 * A throwaway gateway key pair for building production locally (issue 15 finding 6): a production
 * build refuses the TEST-ONLY keys of test-keys/, so a tester who wants to look at one (or
 * the bundle benchmark, or a test that builds in production mode) gives it freshly generated public
 * keys that match no gateway. The private halves are dropped: such a build cannot talk to any gateway.
 *
 *   npx tsx tools/throwaway-env.ts > .env.production.local && npm run build
 */
import { generateKeyPairSync } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sm2 } from 'sm-crypto-v2';
import { URL_VARIABLES } from '../build/env.ts';

/** VITE_ settings with fresh public keys (SM2 hex, RSA SPKI base64) that a production build accepts. */
export function throwawayProductionEnv(): Record<string, string> {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
  return {
    VITE_GATEWAY_SM2_PUBLIC_KEY: sm2.generateKeyPairHex().publicKey,
    VITE_GATEWAY_RSA_PUBLIC_KEY: rsa.toString('base64'),
  };
}

/**
 * Sets the throwaway keys in process.env for builds in this process, and unsets the addresses (a test
 * runner may have put the mock's there); returns a function that restores process.env.
 */
export function useThrowawayProductionEnv(): () => void {
  const env = throwawayProductionEnv();
  const saved = Object.fromEntries([...Object.keys(env), ...URL_VARIABLES].map((k) => [k, process.env[k]]));
  for (const k of URL_VARIABLES) Reflect.deleteProperty(process.env, k);
  Object.assign(process.env, env);
  return () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = v;
    }
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = Object.entries(throwawayProductionEnv()).map(([k, v]) => `${k}=${v}`);
  console.log(['# THROWAWAY keys (tools/throwaway-env.ts): this build talks to no gateway', ...lines].join('\n'));
}
