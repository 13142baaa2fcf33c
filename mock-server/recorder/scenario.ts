/**
 * Scenarios as files (issue 40): `mock-server/scenarios/*.yaml`, each a named set of faults (in the
 * faults control call's shape), session settings and seed data, applied by
 * `POST /__mock/scenario {"name": …}`, by `npm run mock -- --scenario <name>`, or listed by
 * `GET /__mock/scenarios`. A scenario is named by its file's stem (`slow-network`) or its `name`
 * (`网络慢 3 秒`).
 *
 * Applying one: with `reset: true` the mock first goes back to its start (as POST /__mock/reset);
 * its seed instructions are submitted to the mock bank; then its faults replace the queue and the
 * session TTL is its own (or the default): what a scenario does not name is at its default, so
 * scenarios do not stack. Sessions and the bank are left as they are unless it resets. A `clock:` (`at`
 * or `advance`, the grammar of POST /__mock/clock) sets the workspace's bank clock first; without one
 * the clock is left as it is.
 *
 * A file that does not validate is refused with the file, the line and the field named
 * (`mock-server/scenarios/bad.yaml:7: faults[0].fault: unknown fault "explode"; …`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { z } from 'zod';
import { fields } from '@/api/generated/fields.ts';
import { debitOf } from '../bank/kinds.ts';
import { actorOf } from '../bank/seed.ts';
import { personaByLogin } from '../personas.ts';
import { Refusal } from '../refusal.ts';
import { parseFault } from '../faults/table.ts';
import { DEFAULT_SESSION_TTL_MS, type GatewayState, type QueuedFault } from '../sessions/state.ts';
import { applyClockSetting, clockSetting } from '../workspaces/clock-setting.ts';

/** Where the scenarios are kept. */
export const SCENARIO_DIR = resolve(import.meta.dirname, '../scenarios');

const DAY_MS = 24 * 3600_000;

const persona = z.string().refine((login) => personaByLogin(login) !== undefined, {
  error: (issue) => `no persona ${JSON.stringify(issue.input)}; see mock-server/README.md (Personas)`,
});

/** One queued fault, as `POST /__mock/faults` takes it. */
const FaultSpec = z.strictObject({
  operation: z.string().refine((op) => op === '*' || Object.hasOwn(fields, op), {
    error: (issue) => `no operation ${JSON.stringify(issue.input)} in the contract (an operationId, or * for any call)`,
  }).default('*'),
  fault: z.string().superRefine((text, ctx) => {
    const parsed = parseFault(text);
    if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
  }),
  count: z.int().min(1).max(1000).default(1),
  user: persona.optional(),
});

/** An instruction the mock bank is given as if its submitter had signed it (it waits for approval under 双人, 多级). */
const SeedInstruction = z.strictObject({
  operation: z.string().refine((id) => debitOf(id) !== undefined, {
    error: (issue) => `${JSON.stringify(issue.input)} is not a call that debits an account (the contract's x-eis-debit, e.g. transferSub, payrollTransferSub, regulatedTransfer)`,
  }),
  submitter: persona,
  fields: z.record(z.string(), z.string()),
});

/** `clock: {at: "2026-11-30 23:59:30"}` or `clock: {advance: "+1d"}` (./workspaces/clock-setting.ts). */
const ClockFields = z.strictObject({ at: z.string().optional(), advance: z.string().optional() });
const ClockSpec = ClockFields.superRefine((spec, ctx) => {
  const setting = clockSetting(spec);
  if (typeof setting === 'string') {
    const given = Object.keys(spec);
    const path = given.length === 1 ? given : [];
    ctx.addIssue({ code: 'custom', message: setting, path });
  }
});

export const ScenarioSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  /** The steps a tester follows once it is applied. */
  steps: z.array(z.string()).optional(),
  reset: z.boolean().default(false),
  faults: z.array(FaultSpec).default([]),
  session: z.strictObject({ ttlMs: z.int().min(1000).max(DAY_MS) }).optional(),
  seed: z.strictObject({ instructions: z.array(SeedInstruction).default([]) }).optional(),
  /** The workspace's bank clock (issue 52 item 2), as POST /__mock/clock takes it: at or advance. */
  clock: ClockSpec.optional(),
});

export type ScenarioSpec = z.infer<typeof ScenarioSchema>;

export interface Scenario extends ScenarioSpec {
  /** The file's stem: `slow-network`. */
  id: string;
  /** The file, relative to the working directory. */
  file: string;
  /** The line of a field (`['seed', 'instructions', 0]`) in the file, for messages. */
  lineOf: (path: ReadonlyArray<PropertyKey>) => number;
}

/** A scenario that does not validate or apply: the file, the line and the field. */
export class ScenarioError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${file}:${String(line)}: ${field ? `${field}: ` : ''}${reason}`);
  }
}

/** `faults[0].fault` */
export const fieldName = (path: ReadonlyArray<PropertyKey>): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${String(p)}]` : `${i ? '.' : ''}${String(p)}`)).join('');

/** The offset of the deepest node the path reaches (a key's own position when it is the last step). */
function offsetOf(root: Node | null, path: ReadonlyArray<PropertyKey>): number {
  let node: unknown = root;
  let offset = 0;
  const at = (n: unknown) => {
    const range = (n as { range?: [number, number, number] } | null)?.range;
    if (range) offset = range[0];
  };
  at(node);
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) break;
      at(pair.key);
      node = pair.value;
      if (node) at(node);
    } else if (isSeq(node) && typeof step === 'number') {
      node = node.items[step];
      if (!node) break;
      at(node);
    } else break;
  }
  return offset;
}

/** Reads and validates one scenario file; throws ScenarioError. */
export function loadScenario(path: string): Scenario {
  const near = relative(process.cwd(), path);
  const file = near && !near.startsWith('..') ? near : path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ScenarioError(file, 1, '', `cannot read the file: ${(error as Error).message}`);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntax = doc.errors[0];
  if (syntax) {
    // an unclosed bracket is found at the end of the file: name the file's last line, not the one after it
    const lines = text.replace(/\n$/, '').split('\n').length;
    const line = Math.min(lineCounter.linePos(syntax.pos[0]).line, lines);
    throw new ScenarioError(file, line, '', `not YAML: ${syntax.message.split('\n')[0] ?? ''}`);
  }
  const lineOf = (path: ReadonlyArray<PropertyKey>) => lineCounter.linePos(offsetOf(doc.contents, path)).line;
  const parsed = ScenarioSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (!issue) throw new ScenarioError(file, 1, '', 'does not validate');
    // an unknown key is named itself, and found where it is written
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const path = [...issue.path, ...keys.slice(0, 1)];
    const reason = issue.code === 'unrecognized_keys'
      ? 'unknown field (the fields: see mock-server/README.md, Scenarios)'
      : path.length === 0 ? 'the file must be a mapping with at least name: (see mock-server/README.md, Scenarios)'
        : issue.message.replace(/^Invalid input: expected (\w+), received undefined$/, 'missing (a $1 is required)');
    throw new ScenarioError(file, lineOf(path), fieldName(path), reason);
  }
  return { ...parsed.data, id: basename(path, extname(path)), file, lineOf };
}

export interface ScenarioList {
  scenarios: Scenario[];
  /** Files that do not validate, with why. */
  invalid: Array<{ id: string; file: string; error: ScenarioError }>;
}

/** Every scenario file of the folder (*.yaml, *.yml), by file name; the ones that do not validate apart. */
export function listScenarios(dir: string = SCENARIO_DIR): ScenarioList {
  const out: ScenarioList = { scenarios: [], invalid: [] };
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    try {
      out.scenarios.push(loadScenario(join(dir, name)));
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      out.invalid.push({ id: basename(name, extname(name)), file: error.file, error });
    }
  }
  return out;
}

/**
 * The scenario of this name (its file's stem or its `name`); undefined when there is none. Throws
 * ScenarioError when the file of that name does not validate.
 */
export function findScenario(name: string, dir: string = SCENARIO_DIR): Scenario | undefined {
  const { scenarios, invalid } = listScenarios(dir);
  const found = scenarios.find((s) => s.id === name || s.name === name);
  if (found) return found;
  const bad = invalid.find((s) => s.id === name);
  if (bad) throw bad.error;
  return undefined;
}

/** The names a tester may give (for messages). */
export const scenarioNames = (list: ScenarioList): string =>
  list.scenarios.map((s) => `${s.id} (${s.name})`).join(', ') || 'none';

export interface AppliedScenario {
  id: string;
  name: string;
  reset: boolean;
  faults: number;
  sessionTtlMs: number;
  /** The seeded instructions: their serial numbers and what the bank said. */
  seeded: Array<{ seq: string; operation: string; submitter: string; hint: string }>;
  /** The bank's time once applied, when the scenario sets the clock. */
  clock?: string;
}

/**
 * Applies a scenario to the gateway's state; `reset` is the mock's POST /__mock/reset. A seed the
 * bank refuses throws ScenarioError naming the instruction's line (faults and TTL are then unchanged).
 */
export function applyScenario(scenario: Scenario, state: GatewayState, reset: () => void): AppliedScenario {
  if (scenario.reset) reset();
  // the clock first: the seeded instructions are submitted at the scenario's time
  const setting = scenario.clock ? clockSetting(scenario.clock) : undefined;
  if (setting !== undefined && typeof setting !== 'string') applyClockSetting(state.clock, setting);
  const seeded: AppliedScenario['seeded'] = [];
  for (const [i, spec] of (scenario.seed?.instructions ?? []).entries()) {
    const submitter = personaByLogin(spec.submitter);
    if (!submitter) continue; // validated
    const seq = state.nextTransSeq();
    try {
      const outcome = state.bank.submit(spec.operation, spec.fields, actorOf(submitter), seq);
      seeded.push({ seq, operation: spec.operation, submitter: spec.submitter, hint: outcome.hint });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const path = ['seed', 'instructions', i];
      throw new ScenarioError(scenario.file, scenario.lineOf(path), fieldName(path), `the bank refused it: ${error.status} ${error.message}`);
    }
  }
  state.faults = scenario.faults.map((f): QueuedFault => {
    const fault = parseFault(f.fault);
    if (typeof fault === 'string') throw new Error(fault); // validated
    return { ...fault, operation: f.operation, remaining: f.count, ...(f.user ? { user: f.user } : {}) };
  });
  state.sessionTtlMs = scenario.session?.ttlMs ?? DEFAULT_SESSION_TTL_MS;
  return {
    id: scenario.id, name: scenario.name, reset: scenario.reset, faults: state.faults.length,
    sessionTtlMs: state.sessionTtlMs, seeded, ...(setting ? { clock: state.clock.wall().stamp } : {}),
  };
}
