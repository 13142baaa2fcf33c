/**
 * `npm run generate [-- --watch] [-- --quiet]`: the contract (openapi/) into src/api/generated/,
 * in one process:
 *   1. bundle the split contract (Redocly, in-process) -> openapi/.bundled/portal.yaml
 *   2. check what the generators need (generators/check.ts); problems name file + JSON pointer
 *   3. hey-api: typed SDK on the fetch client, types and zod schemas -> sdk/; the answer schemas,
 *      built on first use, -> answers.ts (generators/answers.ts)
 *   4. openapi-typescript: path-keyed types per area -> areas/<area>/paths.d.ts, the components' -> components.d.ts
 *   5. the x-eis tables -> operations.ts, signing.ts, runtime.ts, fields.ts; test mode's answers -> mock/;
 *      the English of the contract's texts (openapi/i18n/en-US.yaml, generators/terms.ts) -> terms.en-US.ts
 * Files are written only when their content changes; the same contract gives the same bytes.
 * After each run the inputs' hash goes to <out>/.inputs.json (generators/inputs.js), which lets
 * `npm run generate` (generators/run.js) stop at once when nothing changed; this file always runs.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import openapiTS, { astToString } from 'openapi-typescript';
import { ANSWERS_FILE, answersModule } from './answers.ts';
import {
  AREA_NAME, answersIndex, areaDocument, areaHash, areaModules, areasOf, areasTable, callsIndex, fieldsIndex,
  HEY_API_FILES, pathsIndex, sdkIndex,
} from './areas.ts';
import { writeBundle, writeIfChanged } from './bundle.ts';
import { checkContract } from './check.ts';
import { CONTRACT, ContractError, type LoadedContract, loadContract, ROOT } from './contract.ts';
import { areaFieldsModule, fieldsModule } from './fields.ts';
import { type HeyApiJob, runHeyApi } from './hey-api-pool.ts';
import { inputsHash, toolsHash, writeStamp } from './inputs.js';
import { isObject, type JsonObject, operations } from './schema-walk.ts';
import { parse } from 'yaml';
import { amountGrammar, amountTable } from './amount.ts';
import { levelsTable, policyTable } from './policy.ts';
import { mockFiles, operationsTable, runtimeTable, signingTable } from './tables.ts';
import { contractTexts, GlossaryError, glossaryFile, loadGlossary, termsModule } from './terms.ts';

export const GENERATED = resolve(ROOT, 'src/api/generated');

export interface GenerateOptions {
  contract?: string;
  outDir?: string;
  /** Where the bundle goes; null: do not write one (fixtures in tests). */
  bundle?: string | null;
  /** Also measure hey-api's plugins one by one (three more hey-api runs: `--timings`). */
  plugins?: boolean;
  /** Generate every area, the client and the components' types even when their inputs are unchanged (`--force`). */
  force?: boolean;
}

export interface GenerateResult {
  /** Generated files (relative to outDir) and their sizes. */
  files: Array<{ file: string; bytes: number }>;
  /** The files this run wrote (their content changed), sorted. */
  written: string[];
  /** The areas this run generated (the others were up to date). */
  regenerated: string[];
  /** How many areas the contract has. */
  areas: number;
  /** Milliseconds per step; hey-api's own phases as `hey-api.<phase>`, each table as `tables.<file>`. */
  timings: Record<string, number>;
  /** The heap in use after each step, in MB, and the process's peak resident memory (`peak`). */
  memory: Record<string, number>;
  /** The files the contract is made of. */
  sources: string[];
}

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const contractFile = options.contract ?? CONTRACT;
  const outDir = options.outDir ?? GENERATED;
  const timings: Record<string, number> = {};
  const memory: Record<string, number> = {};
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const value = await run();
    timings[name] = Math.round(performance.now() - start);
    memory[name] = megabytes(process.memoryUsage().heapUsed);
    return value;
  };

  const contract = await step('bundle', () => loadContract(contractFile));
  const glossary = await step('glossary', () => {
    try {
      return loadGlossary(glossaryFile(contractFile));
    } catch (error) {
      if (error instanceof GlossaryError) {
        throw new ContractError(error.problems.map((p) => ({ file: error.file, pointer: `:${String(p.line)}`, message: p.message })));
      }
      throw error;
    }
  });
  if (options.bundle !== null) writeBundle(contract, options.bundle);
  await step('check', () => {
    const problems = checkContract(contract.doc);
    if (problems.length > 0) {
      throw new ContractError(problems.map((p) => ({ ...contract.locate(p.pointer), message: p.message })));
    }
  });

  const written: string[] = [];
  const write = (file: string, content: string) => {
    if (writeIfChanged(resolve(outDir, file), content)) written.push(file);
  };
  const areas = await step('areas', () => contractAreas(contract, contractFile));
  const stamp = options.force ? {} : readAreaStamp(outDir);
  const fresh = (key: string, hash: string, files: readonly string[]) =>
    stamp[key]?.hash === hash && files.every((file) => existsSync(resolve(outDir, file)));
  const stale = areas.filter((a) => !fresh(a.area, a.hash, areaFiles(a.area)));
  const clientHash = areaHash({ servers: contract.doc.servers ?? null }, toolsHash());
  const clientKnown = stamp[CLIENT_KEY]?.files;
  const clientStale = !clientKnown || !fresh(CLIENT_KEY, clientHash, clientKnown);
  const componentsHash = areaHash({ components: contract.doc.components ?? null }, toolsHash());
  const componentsStale = !fresh(COMPONENTS_KEY, componentsHash, [COMPONENTS_FILE]);

  const phases = new Map<string, number>();
  const zodOf = new Map<string, string>();
  const clientFiles = await step('hey-api', async () => {
    // the one client and its runtime, from a run without paths (sdk/), then each area that changed
    const jobs: HeyApiJob[] = [
      ...(clientStale ? [{ input: { ...contract.doc, paths: {}, components: {} }, plugins: CLIENT_PLUGINS }] : []),
      ...stale.map((a) => ({ input: a.doc, plugins: PLUGINS })),
    ];
    const outputs = await runHeyApi(jobs);
    for (const { phases: ran } of outputs) {
      for (const [phase, ms] of ran) phases.set(phase, (phases.get(phase) ?? 0) + ms);
    }
    const client = clientStale ? new Map(outputs.shift()?.files) : undefined;
    for (const [file, content] of client ?? []) write(`sdk/${file}`, content);
    for (const [i, a] of stale.entries()) {
      const out = new Map(outputs[i]?.files);
      for (const file of HEY_API_FILES) {
        const content = out.get(file);
        if (content === undefined) throw new Error(`hey-api wrote no ${file} for area ${a.area}`);
        write(`areas/${a.area}/${file}`, content);
      }
      zodOf.set(a.area, out.get('zod.gen.ts') ?? '');
    }
    return client ? [...client.keys()].map((file) => `sdk/${file}`) : (clientKnown ?? []);
  });
  for (const [phase, ms] of phases) timings[`hey-api.${phase}`] = ms;
  if (options.plugins) {
    Object.assign(timings, await pluginCosts((plugins, path) =>
      createClient({ input: structuredClone(contract.doc), output: { path }, logs: { level: 'silent', file: false }, plugins })));
  }
  await step('answers', () => {
    for (const a of stale) write(`areas/${a.area}/${ANSWERS_FILE}`, answersModule(zodOf.get(a.area) ?? ''));
  });
  await step('openapi-typescript', async () => {
    // path-keyed types per area, the components once (when they change); paths.d.ts joins them
    const typesOf = async (doc: JsonObject) =>
      `// Generated by \`npm run generate\` (openapi-typescript) from openapi/. Do not edit.\n${
        astToString(await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0]))}`;
    for (const a of stale) write(`areas/${a.area}/paths.d.ts`, await typesOf(a.doc));
    if (componentsStale) write(COMPONENTS_FILE, await typesOf({ ...contract.doc, paths: {} }));
  });

  const table = (file: string, make: () => string) => {
    const start = performance.now();
    const source = make();
    timings[`tables.${file}`] = Math.round(performance.now() - start);
    return [file, source] as const;
  };
  const names = areas.map((a) => a.area);
  const operationsByArea = new Map(areas.map((a) => [a.area, a.operations]));
  const tables = await step('tables', () => ({
    ...Object.fromEntries([
      table('paths.d.ts', () => pathsIndex(names)),
      table('operations.ts', () => operationsTable(contract.doc)),
      table('signing.ts', () => signingTable(contract.doc)),
      table('runtime.ts', () => runtimeTable(contract.doc)),
      table('policy.ts', () => policyTable(contract.doc)),
      table('levels.ts', () => levelsTable(contract.doc)),
      table('amount.ts', () => {
        const grammar = amountGrammar(contract.doc);
        if ('problem' in grammar) throw new Error(grammar.problem); // checkContract has refused it already
        return amountTable(grammar);
      }),
      table('fields.ts', () => fieldsModule(fieldsIndex(names))),
      table('areas.ts', () => areasTable(operationsByArea)),
      table(ANSWERS_FILE, () => answersIndex(operationsByArea)),
      table('sdk/sdk.gen.ts', () => sdkIndex(names)),
      table('calls.ts', () => callsIndex(names)),
      table('terms.en-US.ts', () => termsModule(contractTexts(contract.doc), glossary)),
    ]),
    ...Object.fromEntries(mockFiles(contract.doc)),
    ...Object.fromEntries(stale.flatMap((a) => [
      ...Object.entries(areaModules(a.operations)).map(([file, content]) => [`areas/${a.area}/${file}`, content] as const),
      [`areas/${a.area}/fields.ts`, areaFieldsModule(a.doc)] as const,
    ])),
  }));
  for (const [file, content] of Object.entries(tables)) write(file, content);

  // what this contract no longer has: an area's folder, a file of the client's runtime
  const kept = new Set([...names, ...clientFiles]);
  for (const name of existsSync(resolve(outDir, 'areas')) ? readdirSync(resolve(outDir, 'areas')) : []) {
    if (!name.startsWith('.') && !kept.has(name)) rmSync(resolve(outDir, 'areas', name), { recursive: true, force: true });
  }
  for (const file of filesIn(resolve(outDir, 'sdk'))) {
    if (!kept.has(`sdk/${file}`) && file !== 'sdk.gen.ts') rmSync(resolve(outDir, 'sdk', file), { force: true });
  }
  writeAreaStamp(outDir, {
    ...Object.fromEntries(areas.map((a) => [a.area, { hash: a.hash }])),
    [CLIENT_KEY]: { hash: clientHash, files: clientFiles },
    [COMPONENTS_KEY]: { hash: componentsHash },
  });

  const files = filesIn(outDir).filter((file) => !file.startsWith('.') && !file.includes('/.'))
    .map((file) => ({ file, bytes: statSync(resolve(outDir, file)).size }));
  memory.peak = Math.round(process.resourceUsage().maxRSS / 1024);
  const regenerated = stale.map((a) => a.area);
  return { files, written: written.sort(), regenerated, areas: areas.length, timings, memory, sources: contract.files };
}

/** The keys of the shared client and of the components' types in the areas' stamp (AREA_NAME has no `#`). */
const CLIENT_KEY = '#client';
const COMPONENTS_KEY = '#components';
const COMPONENTS_FILE = 'components.d.ts';
const AREA_STAMP = '.areas.json';

/** Each area's (and the client's) input hash when its output was last written, and the client's files. */
type AreaStamp = Record<string, { hash: string; files?: string[] } | undefined>;

function readAreaStamp(outDir: string): AreaStamp {
  try {
    const stamp: unknown = JSON.parse(readFileSync(resolve(outDir, AREA_STAMP), 'utf8'));
    return typeof stamp === 'object' && stamp !== null ? (stamp as AreaStamp) : {};
  } catch {
    return {}; // none yet, or unreadable: every area is generated
  }
}

function writeAreaStamp(outDir: string, stamp: AreaStamp): void {
  writeIfChanged(resolve(outDir, AREA_STAMP), `${JSON.stringify(stamp, null, 1)}\n`);
}

/** The files an area's folder holds when it is complete. */
const areaFiles = (area: string) =>
  [...HEY_API_FILES, ANSWERS_FILE, 'fields.ts', 'paths.d.ts', ...Object.keys(areaModules())].map((file) => `areas/${area}/${file}`);

interface ContractArea {
  area: string;
  doc: JsonObject;
  hash: string;
  operations: string[];
}

/** The contract's areas, each with its document and input hash; a file name that cannot name a module is refused. */
function contractAreas(contract: LoadedContract, rootFile: string): ContractArea[] {
  // the file the root's entry for a path refers to (parsing only the root: the area files' YAML is
  // Redocly's to read, and parsing all of them again costs 0.4 s at today's size)
  const root: unknown = parse(readFileSync(rootFile, 'utf8'));
  const entries = isObject(root) && isObject(root.paths) ? root.paths : {};
  const fileOf = (path: string) => {
    const entry = entries[path];
    const ref = isObject(entry) && typeof entry.$ref === 'string' ? (entry.$ref.split('#')[0] ?? '') : '';
    return ref ? resolve(dirname(rootFile), ref) : rootFile;
  };
  const byArea = areasOf(contract.doc, fileOf);
  const problems = [...byArea.keys()].filter((area) => !AREA_NAME.test(area)).map((area) => {
    const path = Object.keys(byArea.get(area) ?? {})[0] ?? '';
    return {
      file: fileOf(path),
      pointer: '#',
      message: `the area "${area}" (the file's name) must be a letter, then letters, digits or _: it names a folder and a module`,
    };
  });
  if (problems.length > 0) throw new ContractError(problems);
  const tools = toolsHash();
  return [...byArea].map(([area, paths]) => {
    const doc = areaDocument(contract.doc, paths);
    return { area, doc, hash: areaHash(doc, tools), operations: operations(doc).map((o) => o.operationId) };
  });
}

/** Every file under a folder (relative paths), sorted; none when there is no folder. */
function filesIn(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : 1))) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(dir, full));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

const PLUGINS = ['@hey-api/client-fetch', '@hey-api/typescript', 'zod', '@hey-api/sdk'] as const;
const CLIENT_PLUGINS = ['@hey-api/client-fetch', '@hey-api/typescript'] as const;
type HeyApiPlugin = (typeof PLUGINS)[number];

/**
 * hey-api run again with its plugins in parts (it plans and writes all plugins' output together, so no
 * run times one plugin alone): typescript alone, with zod, with the client and the SDK. Each after the
 * full run (warm): the difference from typescript alone is a plugin's cost, within a run's noise.
 */
async function pluginCosts(
  heyApi: (plugins: HeyApiPlugin[], path: string) => Promise<unknown>,
): Promise<Record<string, number>> {
  const scratch = mkdtempSync(join(tmpdir(), 'eis-plugins-'));
  const timed = async (plugins: HeyApiPlugin[]) => {
    const start = performance.now();
    await heyApi(plugins, join(scratch, plugins.length.toString()));
    return performance.now() - start;
  };
  try {
    return {
      'hey-api.typescript alone': Math.round(await timed(['@hey-api/typescript'])),
      'hey-api.typescript + zod': Math.round(await timed(['@hey-api/typescript', 'zod'])),
      'hey-api.typescript + client + sdk': Math.round(await timed(['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'])),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const USAGE =
  'usage: npm run generate [-- --watch] [--force] [--quiet] [--timings[=stages]] [--contract <root.yaml>] [--out <dir>]';

interface Cli {
  watch: boolean;
  /** Regenerate even when the inputs are unchanged (generators/run.js reads it), every area (generate's `force`). */
  force: boolean;
  quiet: boolean;
  /** Print each stage's time and heap, hey-api's phases (and plugin runs, unless `stages`), and the peak memory. */
  timings: false | 'stages' | 'plugins';
  contract: string;
  outDir: string;
}

/** Parses the CLI arguments; a string is the error to print. */
export function parseArgs(argv: string[]): Cli | string {
  const cli: Cli = { watch: false, force: false, quiet: false, timings: false, contract: CONTRACT, outDir: GENERATED };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--watch') cli.watch = true;
    else if (arg === '--quiet') cli.quiet = true;
    else if (arg === '--force') cli.force = true;
    else if (arg === '--timings') cli.timings = 'plugins';
    else if (arg === '--timings=stages') cli.timings = 'stages';
    else if (arg === '--contract' || arg === '--out') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) return `${arg} needs a value`;
      if (arg === '--contract') cli.contract = resolve(value);
      else cli.outDir = resolve(value);
    } else return `unknown argument ${String(arg)}`;
  }
  return cli;
}

/** `--timings`: one line per stage (ms, heap after), its parts indented, then the peak memory. */
export function timingsReport(result: Pick<GenerateResult, 'timings' | 'memory'>): string {
  const lines = ['generate: stage                         ms   heap MB'];
  const entries = Object.entries(result.timings);
  for (const [stage, ms] of entries.filter(([name]) => !name.includes('.'))) {
    lines.push(`  ${stage.padEnd(30)} ${String(ms).padStart(7)}   ${String(result.memory[stage] ?? '').padStart(7)}`);
    for (const [name, partMs] of entries.filter(([n]) => n.startsWith(`${stage}.`))) {
      lines.push(`    ${name.slice(stage.length + 1).padEnd(28)} ${String(partMs).padStart(7)}`);
    }
  }
  lines.push(`  peak resident memory: ${String(result.memory.peak ?? 0)} MB`);
  return lines.join('\n');
}

/** The line a run (and each regeneration of `--watch`) prints: its time, the areas it generated, what it wrote. */
export function summaryLine(outDir: string, ms: number, result: Pick<GenerateResult, 'timings' | 'regenerated' | 'written' | 'areas'>): string {
  const steps = Object.entries(result.timings).filter(([k]) => !k.includes('.')).map(([k, v]) => `${k} ${String(v)} ms`).join(', ');
  const shown = result.regenerated.length > 3 ? `${result.regenerated.slice(0, 3).join(', ')}, …` : result.regenerated.join(', ');
  const areas = `${String(result.regenerated.length)} of ${String(result.areas)} areas${shown ? ` (${shown})` : ''}`;
  return `generate: ${outDir}/ in ${String(ms)} ms: ${areas}, ${String(result.written.length)} files written (${steps})`;
}

export async function main(argv: string[]): Promise<number> {
  const cli = parseArgs(argv);
  if (typeof cli === 'string') {
    console.error(`generate: ${cli}\n${USAGE}`);
    return 2;
  }
  const { quiet } = cli;
  const ownContract = cli.contract === CONTRACT;
  // --force: every area on the first run; a regeneration of --watch generates what changed
  const once = async (force = cli.force): Promise<boolean> => {
    const start = performance.now();
    try {
      const hash = inputsHash({ contract: cli.contract, outDir: cli.outDir });
      const result = await generate({
        contract: cli.contract,
        outDir: cli.outDir,
        bundle: ownContract ? undefined : null,
        plugins: cli.timings === 'plugins',
        force,
      });
      writeStamp(cli.outDir, hash);
      if (cli.timings) console.log(timingsReport(result));
      else if (!quiet) {
        console.log(summaryLine(relative(ROOT, cli.outDir), Math.round(performance.now() - start), result));
      }
      return true;
    } catch (error) {
      if (error instanceof ContractError) {
        console.error(`generate: ${error.message}`);
        return false;
      }
      throw error;
    }
  };

  if (!cli.watch) return (await once()) ? 0 : 1;

  await once();
  console.log(`generate: watching ${relative(ROOT, dirname(cli.contract))}/ (Ctrl-C to stop)`);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  watch(dirname(cli.contract), { recursive: true }, (_event, file) => {
    if (!file || file.startsWith('.bundled') || !/\.ya?ml$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        await once(false);
      });
    }, 150);
  });
  return new Promise<number>(() => undefined);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('generate: failed:', error);
      process.exit(1);
    },
  );
}
