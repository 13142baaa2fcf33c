/**
 * The kit's configuration (issue 53: "keys, personas and test accounts from a config file"): a JSON
 * file, checked in full before anything is called, each problem named by its place in the file. A
 * value may be written as it is, read from a file (`file:<path>`, relative to the configuration) or
 * from the environment (`env:<NAME>`), so a real gateway's passwords and keys need not be in the file.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as z from 'zod';
import { isWireAmount, toMinor } from '@/protocol/amount.ts';

/** What probes use a persona for. */
export const ROLES = ['transactor', 'low-level', 'operator', 'approver', 'administrator', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

const text = z.string().min(1).max(4096);
const account = z.string().regex(/^[0-9]{10,32}$/, 'an account number is 10 to 32 digits');

const personaSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'a name of letters, digits, _ . - (up to 40)'),
  login: z.discriminatedUnion('method', [
    z.strictObject({ method: z.literal('password'), user: text, password: text, imageCode: text.optional() }),
    z.strictObject({ method: z.literal('token'), token: text }),
  ]),
  /** A single sign-on token of this persona, to exercise tokenLogin besides the login above. */
  ssoToken: text.optional(),
  /** The enterprise (ORG_NO) to choose when the login asks for one. */
  enterprise: text.optional(),
  /** The operations the sweep calls as this persona: a list, or "rest" (every one no other persona has). */
  operations: z.union([z.literal('rest'), z.array(text)]).default([]),
  roles: z.array(z.enum(ROLES)).default([]),
  /** Its test accounts: where its money-moving calls debit and credit. */
  accounts: z.strictObject({ payer: account, payee: account }).optional(),
});

const configSchema = z.strictObject({
  $comment: z.string().optional(),
  target: text.optional(),
  keys: z.strictObject({
    /** The gateway's SM2 public key (the envelope's key wrap): 04 and 128 hex digits. */
    gatewaySm2PublicKey: text,
    /** The signing key of the personas' certificate: a TEST key of the bank's test environment. */
    signerPrivateKey: text,
  }),
  /** `eis-mock`: the target has the mock gateway's control calls (/__mock/…): expire challenges, read the ledger. */
  controlPlane: z.literal('eis-mock').optional(),
  /** Every account a money-moving call may touch; a signed call naming another is not sent. */
  testAccounts: z.array(account).min(1),
  /** The sweep may call what changes a persona's own credentials (changePassword, forgotPassword…). */
  accountChanges: z.boolean().default(false),
  /** The amount of each signed call of the sweep that debits an account (the contract's x-eis-debit). */
  sweepAmount: z.string().refine((a) => isWireAmount(a) && toMinor(a) > 0n, 'an amount as the contract writes it, as 1.00')
    .default('1.00'),
  personas: z.array(personaSchema).min(1),
  /** Request fields that replace the contract's example, per operationId. */
  inputs: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).default({}),
});

export type PersonaConfig = z.infer<typeof personaSchema>;
export type Config = z.infer<typeof configSchema>;
export type Loaded = { readonly config: Config } | { readonly problem: string };

const SM2_PUBLIC = /^04[0-9a-fA-F]{128}$/;
const SM2_PRIVATE = /^[0-9a-fA-F]{64}$/;

/** `file:` and `env:` values, read; a message when one cannot be. */
type Env = Readonly<Record<string, string | undefined>>;
type Resolved = { readonly value: string } | { readonly problem: string };

export function resolveValue(value: string, base: string, env: Env): Resolved {
  if (value.startsWith('env:')) {
    const found = env[value.slice(4)];
    return found ? { value: found } : { problem: `the environment has no ${value.slice(4)}` };
  }
  if (!value.startsWith('file:')) return { value };
  try {
    return { value: readFileSync(resolve(base, value.slice(5)), 'utf8').trim() };
  } catch {
    return { problem: `cannot read ${value.slice(5)} (relative to the configuration)` };
  }
}

const where = (path: readonly PropertyKey[]) => path.map((p) => (typeof p === 'number' ? `[${String(p)}]` : `.${String(p)}`)).join('').replace(/^\./, '');

/** Problems zod does not see: names, operations, roles, accounts and key formats. */
export function crossCheck(config: Config, operationIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const names = config.personas.map((p) => p.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) problems.push(`personas: the name "${twice}" is given twice`);
  if (config.personas.filter((p) => p.operations === 'rest').length > 1) problems.push('personas: only one persona may take "rest" of the operations');
  const owner = new Map<string, string>();
  config.personas.forEach((p, i) => {
    for (const op of p.operations === 'rest' ? [] : p.operations) {
      if (!operationIds.has(op)) problems.push(`personas[${String(i)}].operations: "${op}" is not an operation of the contract`);
      else if (owner.has(op)) problems.push(`personas[${String(i)}].operations: "${op}" is ${owner.get(op) ?? ''}'s already`);
      owner.set(op, p.name);
    }
    for (const a of p.accounts ? [p.accounts.payer, p.accounts.payee] : []) {
      if (!config.testAccounts.includes(a)) problems.push(`personas[${String(i)}].accounts: ${a} is not in testAccounts`);
    }
  });
  for (const op of Object.keys(config.inputs)) if (!operationIds.has(op)) problems.push(`inputs: "${op}" is not an operation of the contract`);
  if (!SM2_PUBLIC.test(config.keys.gatewaySm2PublicKey)) problems.push('keys.gatewaySm2PublicKey: not an SM2 public key (04 and 128 hex digits)');
  if (!SM2_PRIVATE.test(config.keys.signerPrivateKey)) problems.push('keys.signerPrivateKey: not an SM2 private key (64 hex digits)');
  return problems;
}

/** Every `file:` and `env:` value of the configuration, read in place. */
function resolveAll(raw: unknown, base: string, env: Env, path: string, problems: string[]): unknown {
  if (typeof raw === 'string') {
    const got = resolveValue(raw, base, env);
    if ('problem' in got) problems.push(`${path || '(root)'}: ${got.problem}`);
    return 'value' in got ? got.value : raw;
  }
  if (Array.isArray(raw)) return raw.map((v, i) => resolveAll(v, base, env, `${path}[${String(i)}]`, problems));
  if (typeof raw === 'object' && raw !== null) {
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, resolveAll(v, base, env, path ? `${path}.${k}` : k, problems)]));
  }
  return raw;
}

/** A configuration from its JSON text: checked, its values read; or every problem, one a line. */
export function parseConfig(
  json: string, base: string, operationIds: ReadonlySet<string>, env: Env = process.env,
): Loaded {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { problem: `not JSON: ${(error as Error).message}` };
  }
  const problems: string[] = [];
  const resolved = resolveAll(raw, base, env, '', problems);
  // the kit speaks English whatever locale the portal's forms set zod to (src/kit/form/schema.ts)
  const parsed = configSchema.safeParse(resolved, { error: z.locales.en().localeError });
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${where(i.path) || '(root)'}: ${i.message}`));
  else problems.push(...crossCheck(parsed.data, operationIds));
  return problems.length > 0 || !parsed.success ? { problem: problems.join('\n') } : { config: parsed.data };
}

/** The configuration file, read and checked. */
export function loadConfig(file: string, operationIds: ReadonlySet<string>, env: Env = process.env): Loaded {
  let json: string;
  try {
    json = readFileSync(file, 'utf8');
  } catch {
    return { problem: `cannot read the configuration ${file}` };
  }
  const loaded = parseConfig(json, dirname(resolve(file)), operationIds, env);
  if (!('problem' in loaded)) return loaded;
  return { problem: `configuration ${file}:\n${loaded.problem.split('\n').map((l) => `  ${l}`).join('\n')}` };
}

/** The personas a run uses (`--personas`), or the names that are not in the configuration. */
export function selectPersonas(
  config: Config, wanted: readonly string[] | undefined,
): { personas: PersonaConfig[] } | { problem: string } {
  if (!wanted) return { personas: config.personas };
  const unknown = wanted.filter((n) => !config.personas.some((p) => p.name === n));
  const known = config.personas.map((p) => p.name).join(', ');
  if (unknown.length > 0) return { problem: `--personas: ${unknown.join(', ')} not in the configuration (${known})` };
  return { personas: config.personas.filter((p) => wanted.includes(p.name)) };
}
