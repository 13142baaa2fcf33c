/**
 * `npm run bench -- scale` (issue 17): the portal's costs as the contract, the menus and the routes
 * grow. In a temporary folder: synthetic contracts of 1x, 4x and 16x today's operations (every area's
 * path items again under renamed operationIds and paths, service codes renumbered, so the pipeline
 * checks them like any contract), a copy of the project generated from each and built for production,
 * and a copy whose route manifest holds every area 4 times (with its screens); menus of 1k, 10k and
 * 40k nodes. For each size: generate, build, the home page's initial JavaScript, the menu tree and a
 * guard decision, with the growth factor from one size to the next (the aim: no worse than linear).
 * One run per generate and build (they take minutes at 16x); the in-process figures are medians.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { parse, stringify } from 'yaml';
import { bundleContract } from '../generators/bundle.ts';
import { startPrism } from '../mock-server/prism.ts';
import { throwawayProductionEnv } from '../tools/throwaway-env.ts';
import { decide } from '@/routing/guard.ts';
import { buildMenuIndex } from '@/routing/menus.ts';
import { menuList, timeIt } from './routing.ts';
import { kb, record, table } from './util.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CONTRACT_SCALES = [1, 4, 16];
const ROUTE_SCALES = [1, 4];
const MENU_SIZES = [1_000, 10_000, 40_000];

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copies openapi/ into `dir` and adds (scale - 1) copies of every area's operations. Returns the operation count. */
export function scaledContract(dir: string, scale: number): number {
  cpSync(join(ROOT, 'openapi'), dir, { recursive: true, filter: (src) => !src.includes('.bundled') });
  const rootFile = join(dir, 'portal.yaml');
  const root = parse(readFileSync(rootFile, 'utf8')) as Record<string, Json>;
  const paths = root.paths as Record<string, { $ref: string }>;
  let code = 0;
  // fresh 13-digit service codes, none like today's (which start 1-7)
  const nextCode = () => String(9_000_000_000_000 + code++);
  const renumber = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(renumber);
    if (!isObject(node)) return node;
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'serviceCode' && isObject(v)) {
        out[k] = {
          ...v,
          ...(v.default !== undefined ? { default: nextCode() } : {}),
          ...(isObject(v.codes) ? { codes: Object.fromEntries(Object.keys(v.codes).map((c) => [c, nextCode()])) } : {}),
        };
      } else out[k] = renumber(v);
    }
    return out;
  };
  const entries = Object.entries(paths);
  const areaFiles = new Map<string, Record<string, Json>>();
  for (const [, { $ref }] of entries) {
    const file = $ref.split('#')[0] ?? '';
    if (!areaFiles.has(file)) areaFiles.set(file, parse(readFileSync(join(dir, file), 'utf8')) as Record<string, Json>);
  }
  for (let copy = 2; copy <= scale; copy++) {
    const suffix = `R${String(copy)}`;
    for (const [file, items] of areaFiles) {
      const renamed: Record<string, Json> = {};
      for (const [id, item] of Object.entries(items)) {
        const again = renumber(structuredClone(item)) as Record<string, Record<string, Json>>;
        for (const op of Object.values(again)) if (isObject(op) && typeof op.operationId === 'string') op.operationId += suffix;
        renamed[`${id}${suffix}`] = again;
      }
      writeFileSync(join(dir, file.replace(/\.yaml$/, `${suffix}.yaml`)), stringify(renamed, { lineWidth: 0 }));
    }
    for (const [path, { $ref }] of entries) {
      const [file = '', pointer = ''] = $ref.split('#');
      paths[`${path}${suffix}`] = { $ref: `${file.replace(/\.yaml$/, `${suffix}.yaml`)}#${pointer}${suffix}` };
    }
  }
  writeFileSync(rootFile, stringify(root, { lineWidth: 0 }));
  return Object.keys(paths).length;
}

/** A copy of the project's app (sources, config, env) in `dir`, sharing node_modules. */
function projectCopy(dir: string): void {
  // what vite.config.ts reads: the app, the mock's stand-ins, the build's own modules and the test keys
  const parts = ['src', 'build', 'tools', 'test-keys', 'mock-server', 'index.html', 'vite.config.ts', 'tsconfig.json', 'tsconfig.app.json',
    'package.json'];
  for (const name of parts) {
    cpSync(join(ROOT, name), join(dir, name), {
      recursive: true,
      filter: (src) => !src.includes('/src/api/generated') && !src.endsWith('.local'),
    });
  }
  for (const name of readdirSync(ROOT)) {
    if (name.startsWith('.env') && !name.endsWith('.local')) cpSync(join(ROOT, name), join(dir, name));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
}

/** Every area of the copy's route manifest (and its screens) `scale` times, under `/<area>R<n>`. */
function scaleRoutes(dir: string, scale: number): number {
  const manifest = join(dir, 'src/routing/manifest');
  const index = join(manifest, 'index.ts');
  let indexSource = readFileSync(index, 'utf8');
  let added = 0;
  for (const file of readdirSync(manifest)) {
    if (['define.ts', 'index.ts', 'shell.ts'].includes(file)) continue;
    const source = readFileSync(join(manifest, file), 'utf8');
    const areaPath = /area\('\/([A-Za-z]+)'\)/.exec(source)?.[1];
    const exported = /export const (\w+Routes)\b/.exec(source)?.[1];
    if (!areaPath || !exported) continue;
    for (let copy = 2; copy <= scale; copy++) {
      const suffix = `R${String(copy)}`;
      const name = file.replace(/\.ts$/, suffix);
      writeFileSync(
        join(manifest, `${name}.ts`),
        source.replace(`area('/${areaPath}')`, `area('/${areaPath}${suffix}')`).replace(`export const ${exported}`, `export const ${exported}${suffix}`),
      );
      const screens = join(dir, 'src/screens', areaPath);
      if (existsSync(screens)) cpSync(screens, join(dir, 'src/screens', `${areaPath}${suffix}`), { recursive: true });
      indexSource = indexSource
        .replace(/^(import type \{ ManifestRoute \})/m, `import { ${exported}${suffix} } from './${name}.ts';\n$1`)
        .replace(/^ {2}cover: coverRoutes,/m, `  ${name}: ${exported}${suffix},\n  cover: coverRoutes,`);
      added++;
    }
  }
  writeFileSync(index, indexSource);
  return added;
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

interface Generated {
  seconds: number;
  /** Each stage's milliseconds (`generate --timings=stages`), hey-api's phases as `hey-api.<phase>`. */
  stages: Map<string, number>;
  /** The generate process's peak resident memory, MB. */
  peakMb: number;
}

/** `npm run generate` of a contract into a folder, timed (the whole pipeline: --force), with its stages. */
function generateInto(contract: string, outDir: string): Generated {
  const start = performance.now();
  const args = [join(ROOT, 'generators/run.js'), '--force', '--timings=stages', '--contract', contract, '--out', outDir];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`generate failed:\n${result.stdout}${result.stderr}`);
  const seconds = secondsSince(start);
  const stages = new Map<string, number>();
  let stage = '';
  for (const line of result.stdout.split('\n')) {
    const m = /^( {2}| {4})(\S.*?) +(\d+)(?: +\d+)?$/.exec(line);
    if (!m) continue;
    if (m[1] === '  ') stage = m[2] ?? '';
    stages.set(m[1] === '  ' ? stage : `${stage}.${m[2] ?? ''}`, Number(m[3]));
  }
  return { seconds, stages, peakMb: Number(/peak resident memory: (\d+) MB/.exec(result.stdout)?.[1] ?? 0) };
}

/** The stages whose time the scale table shows, and the phases of hey-api's. */
const SHOWN_STAGES = ['bundle', 'check', 'areas', 'hey-api', 'hey-api.parser', 'hey-api.generator', 'answers', 'openapi-typescript', 'tables'];

interface Edited {
  /** The regeneration as generate reports it (what each run of `--watch` prints), ms. */
  regeneration: number;
  /** `npm run generate` after the edit, with Node's start-up and loading the generators, ms. */
  command: number;
  /** The areas it generated, of how many. */
  areas: string;
}

/**
 * One area's file edited (a bound of news.yaml's detail query, which its zod schema and field table
 * carry), then `npm run generate` as a person runs it: it regenerates that area and the shared tables.
 */
function generateEdit(contract: string, outDir: string): Edited {
  const news = join(dirname(contract), 'paths/news.yaml');
  const text = readFileSync(news, 'utf8');
  const edited = text.replace('maxLength: 32, description: 只查这一条', 'maxLength: 40, description: 只查这一条');
  if (edited === text) throw new Error(`${news}: the bound this bench edits is not there`);
  writeFileSync(news, edited);
  const start = performance.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'generators/run.js'), '--contract', contract, '--out', outDir], { cwd: ROOT, encoding: 'utf8' });
  const command = performance.now() - start;
  const reported = / in (\d+) ms: (\d+ of \d+) areas/.exec(result.stdout);
  if (result.status !== 0 || !reported) throw new Error(`generate after an edit failed:\n${result.stdout}${result.stderr}`);
  return { regeneration: Number(reported[1]), command, areas: reported[2] ?? '' };
}

let buildMode: 'production' | 'test' = 'production';

/** Runs `run` with these variables in process.env, then puts process.env back. */
async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = v;
    }
  }
}

/**
 * `vite build` of a project copy (its own vite.config.ts) into a temporary outDir, timed, and the home
 * page's initial JavaScript: the entry's chunks and the home page's, static imports followed, gzip.
 * Production mode with throwaway gateway keys (a production build refuses the mock's TEST-ONLY keys);
 * should that build refuse anyway, every scale build runs in test mode and the tables say so.
 */
async function buildCopy(dir: string): Promise<{ seconds: number; homeKb: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'eis-scale-out-'));
  const once = async () => {
    const start = performance.now();
    const result = await withEnv(buildMode === 'production' ? throwawayProductionEnv() : {}, () =>
      build({
        root: dir,
        configFile: join(dir, 'vite.config.ts'),
        mode: buildMode,
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, write: true, reportCompressedSize: false },
      }));
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return { seconds: secondsSince(start), outputs };
  };
  try {
    let built;
    try {
      built = await once();
    } catch (error) {
      if (buildMode !== 'production') throw error;
      const first = (error instanceof Error ? error.message : String(error)).split('\n').find((l) => l.trim()) ?? '';
      console.log(`the production build refused (${first.slice(0, 160)}): scale builds use --mode test`);
      buildMode = 'test';
      built = await once();
    }
    const chunks = built.outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const home = chunks.find((c) => Object.keys(c.modules).some((m) => m.endsWith('src/home/HomePage.tsx')));
    if (!home) throw new Error('no chunk holds src/home/HomePage.tsx');
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    for (const c of chunks) if (c.isEntry) visit(c.fileName);
    visit(home.fileName);
    const bytes = [...seen].reduce((n, file) => n + gzipSync(readFileSync(join(outDir, file))).length, 0);
    return { seconds: built.seconds, homeKb: bytes / 1024 };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The mock's start-up over a contract (issue 41): the bundle and Prism to "listening", what grows with
 * the contract (the gateway's own start is the same at every size), in ms.
 */
async function mockStartup(contract: string, dir: string): Promise<number> {
  const start = performance.now();
  const bundle = join(dir, 'bundled.yaml');
  await bundleContract(contract, bundle);
  const prism = await startPrism(bundle);
  const ms = performance.now() - start;
  await prism.stop();
  return ms;
}

const growth = (values: number[], i: number) => (i === 0 ? '-' : `${((values[i] ?? 0) / (values[i - 1] ?? 1)).toFixed(2)}x`);

export async function scaleBench(): Promise<void> {
  // menus: 1k, 10k, 40k nodes; the guard over each. First, before the builds below fill this process's
  // heap: with a large old generation every allocation pays for more incremental marking, and the
  // larger menus allocate more (measured: 1k -> 10k 11-12x in a fresh process, 16x after the builds)
  const tree: number[] = [];
  const guard: number[] = [];
  const menuRows: Array<Array<string | number>> = [];
  for (const size of MENU_SIZES) {
    const list = menuList(size);
    tree.push(timeIt(() => buildMenuIndex(list)));
    const index = buildMenuIndex(list);
    const target = { path: `/area7/screen${String(size - 43)}`, search: '', meta: {} };
    const session = { loggedIn: true, elecOrder: { IS_HAVE: 'N', TYPE: '1' } };
    guard.push(timeIt(() => decide(target, session, index)) * 1000);
    const i = tree.length - 1;
    menuRows.push([`${String(size)} nodes`, `${(tree[i] ?? 0).toFixed(3)} ms`, growth(tree, i), `${(guard[i] ?? 0).toFixed(2)} µs`, growth(guard, i)]);
    const name = `${String(size / 1000)}k`;
    record(`scale.menu.${name}.ms`, tree[i] ?? 0);
    record(`scale.guard.${name}.us`, guard[i] ?? 0);
  }
  console.log(table(['menu (median per run, CPU time)', 'tree', 'growth (size x10, x4)', 'guard decision', 'growth'], menuRows));
  const linear = (tree[1] ?? 0) / (tree[0] ?? 1) <= 10 * 1.5 && (tree[2] ?? 0) / (tree[1] ?? 1) <= 4 * 1.5;
  console.log(`aim: the tree no worse than linear (within 1.5x of the size factor): ${linear ? 'met' : 'NOT met'}\n`);

  const scratch = mkdtempSync(join(tmpdir(), 'eis-scale-'));
  try {
    // contract: generate and build at 1x, 4x, 16x
    const rows: Array<Array<string | number>> = [];
    const generated: Generated[] = [];
    const edits: Edited[] = [];
    const mock: number[] = [];
    const gen: number[] = [];
    const build: number[] = [];
    const home: number[] = [];
    for (const scale of CONTRACT_SCALES) {
      const dir = join(scratch, `contract-${String(scale)}x`);
      mkdirSync(dir);
      const operations = scaledContract(join(dir, 'openapi'), scale);
      const project = join(dir, 'project');
      mkdirSync(project);
      projectCopy(project);
      const run = generateInto(join(dir, 'openapi/portal.yaml'), join(project, 'src/api/generated'));
      generated.push(run);
      const edit = generateEdit(join(dir, 'openapi/portal.yaml'), join(project, 'src/api/generated'));
      edits.push(edit);
      record(`scale.generate.edit.${String(scale)}x.ms`, edit.regeneration);
      record(`scale.generate.edit.${String(scale)}x.command.ms`, edit.command);
      gen.push(run.seconds);
      record(`scale.heap.${String(scale)}x.mb`, run.peakMb);
      mock.push(await mockStartup(join(dir, 'openapi/portal.yaml'), dir));
      record(`scale.mock.${String(scale)}x.ms`, mock.at(-1) ?? 0);
      const built = await buildCopy(project);
      build.push(built.seconds);
      home.push(built.homeKb);
      const i = gen.length - 1;
      rows.push([`${String(scale)}x (${String(operations)} operations)`, `${(gen[i] ?? 0).toFixed(1)} s`, growth(gen, i), `${built.seconds.toFixed(1)} s`, growth(build, i), kb(built.homeKb * 1024)]);
      record(`scale.generate.${String(scale)}x.s`, gen[i] ?? 0);
      record(`scale.build.${String(scale)}x.s`, built.seconds);
      record(`scale.home.${String(scale)}x.kb`, built.homeKb);
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(table(['contract', 'generate', 'growth', `build (${buildMode})`, 'growth', 'home initial JS (gzip)'], rows));
    // where generate's time and memory go, per size (generate --timings=stages)
    const stageRows = [...SHOWN_STAGES, 'peak memory'].map((stage) => [
      stage.replace('hey-api.', '  hey-api '),
      ...generated.flatMap((g, i) => {
        const value = stage === 'peak memory' ? g.peakMb : (g.stages.get(stage) ?? 0);
        const before = i === 0 ? undefined : (stage === 'peak memory' ? generated[i - 1]?.peakMb : generated[i - 1]?.stages.get(stage));
        return [stage === 'peak memory' ? `${String(value)} MB` : `${String(value)} ms`, before ? `${(value / before).toFixed(1)}x` : '-'];
      }),
    ]);
    console.log(table(['generate stage', ...CONTRACT_SCALES.flatMap((s) => [`${String(s)}x`, 'growth'])], stageRows));
    // an edit to one area (issue 41): that area and the shared tables
    console.log(table(['one area edited, then generate', ...CONTRACT_SCALES.map((s) => `${String(s)}x`)], [
      ['areas generated', ...edits.map((e) => e.areas)],
      ['regeneration (what --watch reports)', ...edits.map((e) => `${String(e.regeneration)} ms`)],
      ['`npm run generate` (with Node start-up)', ...edits.map((e) => `${String(Math.round(e.command))} ms`)],
      ['vs a full run', ...edits.map((e, i) => `${((e.command / 1000) / (gen[i] ?? 1)).toFixed(2)}x`)],
    ]));
    const edit1 = edits[0];
    record('scale.generate.edit.ms', edit1?.regeneration ?? 0);
    // the aim is the regeneration (issue 41); the command adds Node's start-up and loading hey-api with
    // TypeScript (about a second), shown beside it: 1.5 s to 2.3 s on the 2-core machine, by its load
    const editMet = edit1 !== undefined && edit1.regeneration < 2000;
    console.log(`aim: an edit at 1x regenerated in under 2 s: ${editMet ? 'met' : 'NOT met'}`
      + ` (${String(edit1?.regeneration ?? '-')} ms; the command ${String(Math.round(edit1?.command ?? 0))} ms)`);
    const heap16 = (generated[2]?.peakMb ?? 0) / (generated[0]?.peakMb ?? 1);
    record('scale.heap.16x.ratio', heap16);
    console.log(`aim: peak memory at 16x within 16x the 1x: ${heap16.toFixed(2)}x: ${heap16 <= 16 ? 'met' : 'NOT met'}`);
    console.log(table(['mock start-up (bundle + Prism listening)', ...CONTRACT_SCALES.map((s) => `${String(s)}x`)], [
      ['ms', ...mock.map((ms) => Math.round(ms))],
      ['growth', ...mock.map((_, i) => growth(mock, i))],
    ]));
    const mock16 = (mock[2] ?? 0) / (mock[0] ?? 1);
    record('scale.mock.16x.ratio', mock16);
    console.log(`aim: the mock's start-up at 16x within 16x the 1x: ${mock16.toFixed(2)}x: ${mock16 <= 16 ? 'met' : 'NOT met'}\n`);
    const at16 = (gen[2] ?? 0) / (gen[0] ?? 1);
    const build16 = (build[2] ?? 0) / (build[0] ?? 1);
    record('scale.generate.16x.ratio', at16);
    record('scale.build.16x.ratio', build16);
    console.log(`aim: generate and build at 16x within 16x the 1x time: generate ${at16.toFixed(2)}x, build ${build16.toFixed(2)}x: ${at16 <= 16 && build16 <= 16 ? 'met' : 'NOT met'}\n`);

    // routes: the manifest (and its screens) 1x and 4x, today's contract
    const routeRows: Array<Array<string | number>> = [];
    const routeHome: number[] = [];
    const routeBuild: number[] = [];
    for (const scale of ROUTE_SCALES) {
      const project = join(scratch, `routes-${String(scale)}x`);
      mkdirSync(project);
      projectCopy(project);
      const areas = scaleRoutes(project, scale);
      generateInto(join(ROOT, 'openapi/portal.yaml'), join(project, 'src/api/generated'));
      const built = await buildCopy(project);
      routeHome.push(built.homeKb);
      routeBuild.push(built.seconds);
      const i = routeHome.length - 1;
      routeRows.push([`${String(scale)}x (${String(areas)} area copies added)`, `${built.seconds.toFixed(1)} s`, growth(routeBuild, i), kb(built.homeKb * 1024)]);
      record(`scale.routes.${String(scale)}x.home.kb`, built.homeKb);
      record(`scale.routes.${String(scale)}x.build.s`, built.seconds);
      rmSync(project, { recursive: true, force: true });
    }
    console.log(table(['route manifest', `build (${buildMode})`, 'growth', 'home initial JS (gzip)'], routeRows));
    const homeDelta = (routeHome[1] ?? 0) - (routeHome[0] ?? 0);
    record('scale.routes.4x.home.deltaKb', homeDelta);
    console.log(`aim: home initial JS unchanged (within 2 KB) from 1x to 4x routes: ${homeDelta.toFixed(1)} KB: ${Math.abs(homeDelta) <= 2 ? 'met' : 'NOT met'}\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
