/**
 * The password control for kit forms (spec 000 §7): a typed password leaves the page only as the SM2
 * ciphertext of the session's random factor and the password, as the login overlay sends it. The SM2
 * code loads on first use.
 */
import { send } from '@/api/client.ts';
import { getRandomCount } from '@/api/generated/areas/common/sdk.gen.ts';

const GATEWAY_KEY = import.meta.env.VITE_GATEWAY_SM2_PUBLIC_KEY ?? '';

/** The values with each named password replaced by its ciphertext (none: the values as they are). */
export async function sealPasswords(
  values: Record<string, string>,
  names: readonly string[],
): Promise<Record<string, string>> {
  const present = names.filter((n) => values[n]);
  if (present.length === 0) return values;
  const [{ encryptPassword }, random] = await Promise.all([import('@/protocol/crypto/password.ts'), send(getRandomCount, {})]);
  const factor = random?.MCRYPT_KEY ?? '';
  return { ...values, ...Object.fromEntries(present.map((n) => [n, encryptPassword(values[n] ?? '', factor, GATEWAY_KEY)])) };
}
