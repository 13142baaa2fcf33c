/**
 * The home page's initial JavaScript against a bare React 19 + react-router-dom page built in the
 * same run (and, to show what the design system costs, the same page with Chakra's provider and a
 * button), and the lazy widgets each in their own chunk (spec 000 §2, §9).
 */
import { buildBaseline, buildOnce, buildTimes, type Chunk, closure, PORTAL_ROOT } from './build.ts';
import { kb, ratio, record, table } from './util.ts';
import { operationArea } from '@/api/generated/areas.ts';

const BARE = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
function Layout() { return <div><nav><Link to="/home/index">home</Link></nav><Outlet /></div>; }
const router = createBrowserRouter([{ path: '/', element: <Layout />, children: [{ path: 'home/index', element: <h1>home</h1> }] }], { basename: '/eis-demo' });
createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`;

const CHAKRA = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
function Layout() { return <div><nav><Link to="/home/index">home</Link></nav><Outlet /></div>; }
const router = createBrowserRouter([{ path: '/', element: <Layout />, children: [{ path: 'home/index', element: <Button>home</Button> }] }], { basename: '/eis-demo' });
createRoot(document.getElementById('root')!).render(<StrictMode><ChakraProvider value={defaultSystem}><RouterProvider router={router} /></ChakraProvider></StrictMode>);
`;

/** The home page's initial JavaScript against the bare page's, at most (issue 51 item 6). */
const AIM = 1.8;

export const WIDGETS = ['Workspace', 'Banner', 'PopularTweets', 'RealTimeInfo', 'GuideButton', 'Equity', 'Advertising'];

const gzipOf = (chunks: readonly Chunk[], names: ReadonlySet<string>) =>
  chunks.filter((c) => names.has(c.file)).reduce((n, c) => n + c.gzip, 0);

/** The chunk holding a source module (by path inside src/). */
export const chunkOf = (chunks: readonly Chunk[], path: string) =>
  chunks.find((c) => c.modules.some((m) => m.endsWith(path)));

export async function bundleBench(): Promise<void> {
  const [portal, bare, chakra] = [await buildOnce(), await buildBaseline('bare', BARE), await buildBaseline('chakra', CHAKRA)];
  const bareInitial = gzipOf(bare, closure(bare, bare.filter((c) => c.isEntry).map((c) => c.file)));
  const chakraInitial = gzipOf(chakra, closure(chakra, chakra.filter((c) => c.isEntry).map((c) => c.file)));
  const entry = portal.filter((c) => c.isEntry).map((c) => c.file);
  const home = chunkOf(portal, 'src/home/HomePage.tsx');
  if (!home) throw new Error('no chunk holds src/home/HomePage.tsx');
  // the entry (src/app/boot.ts) loads the app (main.tsx) once the splash has painted, and the app its
  // design system, before the first render: all of it is the first paint's
  const app = ['src/app/main.tsx', 'src/app/theme.ts'].map((path) => {
    const chunk = chunkOf(portal, path);
    if (!chunk) throw new Error(`no chunk holds ${path}`);
    return chunk.file;
  });
  const homeSet = closure(portal, [...entry, ...app, home.file]);
  const homeInitial = gzipOf(portal, homeSet);
  // the page's side of the SM suite (SM2 itself runs in the worker: src/api/crypto/offload.ts)
  const cipherChunk = chunkOf(portal, 'src/api/crypto/offload.ts');
  // the cipher and what it loads beyond the home page's chunks
  const cipher = cipherChunk
    ? { gzip: gzipOf(portal, new Set([...closure(portal, [cipherChunk.file])].filter((f) => !homeSet.has(f)))) }
    : undefined;
  console.log(
    table(
      ['initial JavaScript (gzip)', 'size', 'vs bare page'],
      [
        ['bare React 19 + react-router-dom page', kb(bareInitial), '1.00x'],
        ['the same with ChakraProvider and a Button', kb(chakraInitial), ratio(chakraInitial, bareInitial)],
        ['portal /home/index (entry, app, design system, home chunk)', kb(homeInitial), ratio(homeInitial, bareInitial)],
        ...(cipher
          ? [['+ the SM cipher chunks the first call loads (SM2 in its worker)', kb(homeInitial + cipher.gzip), ratio(homeInitial + cipher.gzip, bareInitial)]]
          : []),
      ],
    ),
  );
  console.log(`Aim: the portal page at most ${AIM.toFixed(1)}x the bare page (issue 51 item 6): ${homeInitial / bareInitial <= AIM ? 'met' : 'NOT met'}.\n`);
  record('home.bare.initialJs.kb', bareInitial / 1024);
  record('home.initialJs.kb', homeInitial / 1024);
  record('home.initialJs.ratio', homeInitial / bareInitial);
  firstPaintChunks(portal, homeSet);

  const rows = WIDGETS.map((name) => {
    const chunk = chunkOf(portal, `src/home/widgets/${name}.tsx`);
    const others = WIDGETS.filter((w) => w !== name && chunk?.modules.some((m) => m.endsWith(`src/home/widgets/${w}.tsx`)));
    const own = chunk !== undefined && !chunk.initial && chunk.file !== home.file && others.length === 0;
    return [name, chunk?.file ?? 'missing', chunk ? kb(chunk.gzip) : '-', own ? 'yes' : `NO${others.length ? ` (with ${others.join(', ')})` : ''}`];
  });
  console.log(table(['home widget', 'chunk', 'gzip', 'own lazy chunk'], rows));
  if (rows.some((r) => !String(r[3]).startsWith('yes'))) process.exitCode = 1;
  routesFigures(portal, homeSet, bareInitial);
  screenFigures(portal, homeSet);
}

/** What a module is, for the first paint's table: its package, or its folder of src/. */
export function partOf(module: string): string {
  const path = module.replace(/\\/g, '/');
  const inPackage = path.split('/node_modules/').at(-1);
  if (inPackage !== undefined && inPackage !== path) {
    const [scope = '', name = ''] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /\/src\/([^/]+)\//.exec(path);
  return own ? `src/${own[1] ?? ''}` : 'other';
}

/**
 * The first paint's chunks of 1 KB or more, largest first, with what they hold (their modules' parts,
 * most modules first): where the first paint's weight is, beside the total.
 */
function firstPaintChunks(portal: readonly Chunk[], homeSet: ReadonlySet<string>): void {
  const chunks = portal.filter((c) => homeSet.has(c.file)).sort((a, b) => b.gzip - a.gzip);
  const rows = chunks.filter((c) => c.gzip >= 1024).map((c) => {
    const counts = new Map<string, number>();
    for (const m of c.modules) counts.set(partOf(m), (counts.get(partOf(m)) ?? 0) + 1);
    const parts = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([part, n]) => `${part} ${String(n)}`);
    return [c.file.replace(/^assets\//, ''), kb(c.gzip), String(c.modules.length), parts.join(', ')];
  });
  const small = chunks.filter((c) => c.gzip < 1024);
  rows.push([`${String(small.length)} smaller chunks`, kb(small.reduce((n, c) => n + c.gzip, 0)), String(small.reduce((n, c) => n + c.modules.length, 0)), '']);
  console.log(table(['first paint chunk', 'gzip', 'modules', 'holds (modules by package or folder)'], rows));
  const theme = chunkOf(portal, 'src/app/theme.ts');
  if (theme) record('home.designSystem.kb', theme.gzip / 1024);
  console.log('');
}

/**
 * Screens the figures follow: a signed one and a query one, with the operations their routes bind.
 * Neither has a file of its own: the kit's RouteScreen renders both from their manifest entries
 * (docs/adr/0017), so their chunk is the kit's.
 */
const SCREENS = [
  { name: 'single transfer (signed)', path: 'src/kit/RouteScreen.tsx', operations: ['transferSub'], key: 'eBatch' },
  { name: 'transaction details (query)', path: 'src/kit/RouteScreen.tsx', operations: ['accountTransDetailQry'], key: 'transaDetails' },
];

/**
 * What opening a screen loads beyond the first paint (issue 41): its chunk, the kit's, and the area
 * modules of its operations, against the same screen with every area's module (what a screen loaded
 * when the field table and the schemas were one module each).
 */
function screenFigures(portal: readonly Chunk[], homeSet: ReadonlySet<string>): void {
  const isArea = (m: string) => /\/src\/api\/generated\/areas\/\w+\/index\.ts$/.test(m);
  const areaChunks = portal.filter((c) => c.modules.some(isArea));
  const beyond = (files: readonly string[], loaded: ReadonlySet<string> = homeSet) => {
    const set = closure(portal, files);
    return portal.filter((c) => set.has(c.file) && !loaded.has(c.file)).reduce((n, c) => n + c.gzip, 0);
  };
  const rows = SCREENS.map((screen) => {
    const chunk = chunkOf(portal, screen.path);
    if (!chunk) throw new Error(`no chunk holds ${screen.path}`);
    const own = screen.operations.map((id) => {
      const area = operationArea[id as keyof typeof operationArea];
      const found = chunkOf(portal, `src/api/generated/areas/${area}/index.ts`);
      if (!found) throw new Error(`no chunk holds the area module of ${id} (${area})`);
      return found.file;
    });
    const loaded = beyond([chunk.file, ...own]);
    const whole = beyond([chunk.file, ...areaChunks.map((c) => c.file)]);
    record(`screens.${screen.key}.kb`, loaded / 1024);
    record(`screens.${screen.key}.ratio`, loaded / whole);
    return [screen.name, kb(loaded), kb(whole), ratio(loaded, whole)];
  });
  console.log(table(['a screen\'s JavaScript beyond the first paint (gzip)', 'its area', 'every area', 'ratio'], rows));
  console.log(`${String(areaChunks.length)} area modules, one chunk each (issue 41)\n`);
  // what 下一步 loads on a signed screen: the signing flow and its catalogue, beyond the screen's own
  const signed = SCREENS[0];
  const flow = chunkOf(portal, 'src/signing/flow.ts');
  const screen = signed ? chunkOf(portal, signed.path) : undefined;
  if (!flow || !screen) throw new Error('no chunk holds src/signing/flow.ts or the signed screen');
  const step = beyond([flow.file], new Set([...homeSet, ...closure(portal, [screen.file])]));
  record('screens.signingStep.kb', step / 1024);
  console.log(`the signing step beyond the signed screen (gzip): ${kb(step)}\n`);
}

/**
 * The route table's cost (spec 001 §2 "all screens are loaded on demand"): the manifest and the
 * screens' loaders load on the first navigation beyond the home page, each screen in its own chunk.
 */
function routesFigures(portal: readonly Chunk[], homeSet: ReadonlySet<string>, bareInitial: number): void {
  const screenChunks = portal.filter((c) => c.modules.some((m) => /\/src\/screens\/.+\/index\.tsx$/.test(m)));
  const largest = screenChunks.reduce<Chunk | undefined>((a, c) => (a && a.gzip >= c.gzip ? a : c), undefined);
  const routes = chunkOf(portal, 'src/app/routes.ts');
  const inFirstPaint = portal
    .filter((c) => homeSet.has(c.file))
    .flatMap((c) => c.modules)
    .filter((m) => /\/src\/(screens\/(?!home\/)|routing\/manifest\/(?!shell|define))/.test(m));
  // the screen kit: shared chunks of its own, never copied into a screen's chunk
  const kitChunks = portal.filter((c) => c.modules.some((m) => m.includes('/src/kit/')));
  const kitInScreens = kitChunks.filter((c) => screenChunks.includes(c));
  const kitGzip = kitChunks.filter((c) => !screenChunks.includes(c)).reduce((n, c) => n + c.gzip, 0);
  const screenOf = (c: Chunk | undefined) => c?.modules.find((m) => m.includes('/src/screens/'))?.replace(/.*\/src\/screens/, '').replace(/\/index\.tsx$/, '');
  console.log(table(
    ['route table', 'figure'],
    [
      ['JavaScript chunks in the build', String(portal.length)],
      ['screen chunks (one per ejected screen file; the others are the kit\'s RouteScreen)', String(screenChunks.length)],
      ['largest screen chunk (gzip; aim at most 30 KB)', `${largest ? kb(largest.gzip) : '-'} (${screenOf(largest) ?? '-'})`],
      ['screen kit chunks (gzip; shared, none inside a screen chunk)', `${String(kitChunks.length)}, ${kb(kitGzip)}${kitInScreens.length ? `; INSIDE ${String(kitInScreens.length)} screen chunks` : ''}`],
      ['route table chunk (manifest + loaders, gzip)', routes ? kb(routes.gzip) : 'missing'],
      ['route table chunk vs bare page', routes ? ratio(routes.gzip, bareInitial) : '-'],
      ['screen or area-manifest modules in the first paint', String(inFirstPaint.length)],
      ['`vite build` of the portal', `${(((buildTimes.get(PORTAL_ROOT) ?? 0)) / 1000).toFixed(1)} s`],
    ],
  ));
  if (largest) record('screens.largestChunk.kb', largest.gzip / 1024);
  record('build.s', (buildTimes.get(PORTAL_ROOT) ?? 0) / 1000);
  if (kitInScreens.length > 0 || (largest?.gzip ?? 0) > 30 * 1024) process.exitCode = 1;
  if (inFirstPaint.length > 0) {
    console.log(`First paint holds: ${inFirstPaint.join(', ')}`);
    process.exitCode = 1;
  }
}
