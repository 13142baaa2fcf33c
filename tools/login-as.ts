/**
 * `npm run mock:login [-- <persona> ...]`: logs in to the running mock gateway as each persona
 * (or the ones named) through the portal's real request layer (encrypted envelope, password
 * control ciphertext), reads userInfoThree, and logs out. Prints one line per persona.
 */
import { installWire, send } from '@/api/client.ts';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { ApiError } from '@/api/errors.ts';
import {
  enterpriseListQry,
  getRandomCount,
  imageCode,
  logOut,
  passwordLogin,
  selectEnterprise,
  userInfoThree,
} from '@/api/generated/sdk/sdk.gen.ts';
import { portFromEnv } from '../mock-server/ports.ts';
import { cookieFetch } from '../mock-server/cookie-fetch.ts';
import { testKeys } from '../mock-server/keys.ts';
import { PERSONAS, TEST_PASSWORD } from '../mock-server/personas.ts';

const publicKey = testKeys.sm2Public;

export interface LoginResult {
  level: string;
  name: string;
  enterprise?: string;
}

export async function loginAs(baseUrl: string, login: string): Promise<LoginResult> {
  const suite = smClientSuite(publicKey);
  installWire({
    baseUrl,
    loadSuite: () => Promise.resolve(suite),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch: cookieFetch(),
  });
  const random = await send(getRandomCount, {});
  const code = await send(imageCode, {});
  const result = await send(passwordLogin, {
    LOGIN_NAME: login,
    PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', publicKey),
    IMAGE_CODE: 'K7P2',
    IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
  });
  let enterprise: string | undefined;
  if (result?.NEXT_STEP === 'selectEnterprise') {
    const list = await send(enterpriseListQry, {});
    const first = list?.ENTERPRISE_LIST[0];
    if (first) {
      await send(selectEnterprise, { ORG_NO: first.ORG_NO });
      enterprise = first.CUSTOMER_NAME;
    }
  }
  const user = await send(userInfoThree, {});
  await send(logOut, {}).catch(() => undefined);
  return { level: user?.USER_INDVATTELVL ?? '?', name: user?.USER_NAME ?? '?', ...(enterprise ? { enterprise } : {}) };
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
      const why = error instanceof ApiError ? `${error.status} ${error.message}` : String(error);
      console.error(`${persona.login.padEnd(7)} failed: ${why}${/fetch failed|ECONNREFUSED/.test(why) ? ' (is `npm run mock` running?)' : ''}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
