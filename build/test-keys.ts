/**
 * The TEST-ONLY keys of test-keys/ in a bundle (issue 15 finding 6; issue 39 items 4 and 7).
 * Development and test builds talk to the mock gateway with them and sign with the software signer;
 * a build in any other mode (production above all) must carry none of them, nor the software signer:
 * build/vite/no-test-signer.ts searches every file of such a bundle with `testOnlyIn` and fails the build, naming
 * the files and what they carry.
 *
 * Every file of test-keys/ but its README is a key (the gateway's SM2 and RSA pairs, the test U-key's
 * pair, the customer-service HMAC key: all that mock-server/keys.ts and the mock read). Each is looked
 * for in the spellings a bundle could hold it in: hex in either case (an uncompressed SM2 point also
 * without its 04 prefix) and its bytes in base64 and base64url; a PEM key by each line of its base64
 * body (a body on one line holds them too) and by its DER in hex.
 *
 * Pure but for reading the key files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface TestKey {
  /** The file of test-keys/. */
  name: string;
  /** What a bundle holding the key contains, in each spelling searched for. */
  needles: readonly string[];
}

/** Shorter strings could occur by chance; every key spelling is longer. */
const MIN_NEEDLE = 32;

/** Modules that are the software signer or read test-keys/ themselves. */
const TEST_ONLY_MODULE = /src\/signing\/(software|sm2)-signer\.ts|(^|\/)test-keys\//;

const unique = (values: readonly string[]) => [...new Set(values.filter((v) => v.length >= MIN_NEEDLE))];

function bytesNeedles(bytes: Buffer): string[] {
  const base64 = bytes.toString('base64').replace(/=+$/, '');
  return [base64, bytes.toString('base64url')];
}

/** The spellings of one key file's text. */
export function keyNeedles(text: string): string[] {
  const trimmed = text.trim();
  const pem = /-----BEGIN [^-]+-----([\s\S]*?)-----END [^-]+-----/.exec(trimmed);
  if (pem) {
    const body = pem[1] ?? '';
    const der = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('hex');
    return unique([...body.split(/\s+/), der, der.toUpperCase()]);
  }
  if (/^(?:[0-9a-fA-F]{2})+$/.test(trimmed)) {
    const hex = trimmed.toLowerCase();
    const spellings = hex.length === 130 && hex.startsWith('04') ? [hex, hex.slice(2)] : [hex];
    return unique(spellings.flatMap((h) => [h, h.toUpperCase(), ...bytesNeedles(Buffer.from(h, 'hex'))]));
  }
  throw new Error('a TEST-ONLY key file is neither hex nor PEM: teach build/test-keys.ts its spelling');
}

/** Every key of test-keys/ (all files but the README), with its spellings. */
export function testKeys(root: string): TestKey[] {
  const dir = resolve(root, 'test-keys');
  return readdirSync(dir)
    .filter((name) => !/^readme/i.test(name))
    .sort()
    .map((name) => ({ name, needles: keyNeedles(readFileSync(resolve(dir, name), 'utf8')) }));
}

/** An output file of a bundle, as Rollup and Rolldown give it. */
export interface BundleOutput {
  type: string;
  code?: string;
  source?: string | Uint8Array;
  moduleIds?: readonly string[];
}

/** A file of a bundle and the TEST-ONLY things it carries: test-keys/ files and software-signer modules. */
export interface Carrier {
  file: string;
  carries: string[];
}

/** The files of a bundle that carry the software signer or any TEST-ONLY key, and what each carries. */
export function testOnlyIn(bundle: Readonly<Record<string, BundleOutput>>, keys: readonly TestKey[]): Carrier[] {
  return Object.entries(bundle).flatMap(([file, output]) => {
    const text = output.code ?? (typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source));
    const modules = (output.moduleIds ?? [])
      .filter((id) => TEST_ONLY_MODULE.test(id))
      .map((id) => (/(src\/signing\/[^?]+|test-keys\/[^?]+)/.exec(id)?.[1] ?? id));
    const carried = keys.filter((key) => key.needles.some((needle) => text.includes(needle))).map((key) => `test-keys/${key.name}`);
    const carries = [...new Set([...modules, ...carried])];
    return carries.length > 0 ? [{ file, carries }] : [];
  });
}

/** The message of a build that carries them. */
export function testOnlyMessage(mode: string, carriers: readonly Carrier[]): string {
  return `this ${mode} build carries the TEST-ONLY software signer or a TEST-ONLY key of test-keys/:\n` +
    carriers.map((c) => `  - ${c.file}: ${c.carries.join(', ')}`).join('\n') +
    '\nThe software signer and the test keys are for development and test builds only: unset VITE_SIGNER ' +
    '(or set it to plugin or agent), import nothing of test-keys/ outside them, and give the bank\'s keys ' +
    '(.env.production.example); `npm run build:test` is the build that uses the test keys.';
}
