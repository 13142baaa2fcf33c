/**
 * `npm run mock:login [-- <persona> ...]`: logs in to the running mock gateway as each persona
 * (or the ones named) through the portal's real request layer (encrypted envelope, password
 * control ciphertext), reads userInfoThree, and logs out. Prints one line per persona.
 */
import { send } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { logOut } from '@/api/generated/sdk/sdk.gen.ts';
import { portFromEnv } from '../mock-server/ports.ts';
import { cookieFetch } from '../mock-server/cookie-fetch.ts';
import { PERSONAS } from '../mock-server/personas.ts';
import { portalLogin } from './portal-login.ts';

export interface LoginResult {
  level: string;
  name: string;
  enterprise?: string;
}

/** The persona logged in (its first enterprise when it has several), read back and logged out. */
export async function loginAs(baseUrl: string, login: string): Promise<LoginResult> {
  const { user, enterprise } = await portalLogin({ baseUrl, login, fetch: cookieFetch(), enterprise: 'first' });
  await send(logOut, {}).catch(() => undefined);
  return { level: user.USER_INDVATTELVL, name: user.USER_NAME, ...(enterprise ? { enterprise } : {}) };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const wanted = process.argv.slice(2);
  const base = `http://127.0.0.1:${portFromEnv('MOCK_PORT', 4010)}`;
  let failed = false;
  for (const persona of PERSONAS.filter((p) => wanted.length === 0 || wanted.includes(p.login))) {
    try {
      const r = await loginAs(base, persona.login);
      console.log(`${persona.login.padEnd(7)} ${r.name}  USER_INDVATTELVL=${r.level}${r.enterprise ? `  (selected ${r.enterprise})` : ''}`);
    } catch (error) {
      failed = true;
      const why = error instanceof ApiError ? `${error.status} ${error.message}` : error instanceof Error ? error.message : String(error);
      console.error(`${persona.login.padEnd(7)} failed: ${why}${/fetch failed|ECONNREFUSED/.test(why) ? ' (is `npm run mock` running?)' : ''}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
