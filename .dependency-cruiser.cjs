// Which module may import which (docs/adr/0009-layers-and-protocol.md): `npm run lint:deps`, part of `npm test`.
// The areas of src/ form layers, each importing only the ones below it:
//   app > screens > kit > home > shell > signing > session > routing
// beside them api (the request layer, over protocol), protocol (the wire protocol the portal and the
// mock gateway share: crypto suites and envelope, wire format, signing text and rules), ui and i18n.
// No module cycles in src/, mock-server/, tools/, bench/ or build/, nor between those folders: they
// import one way, build < mock-server < tools < bench (issue 51, docs/adr/0022-mock-rooms.md); the
// conformance kit (tools/conformance/) drives a gateway through the portal's request layer and
// protocol only, and nothing of the portal or the mock imports it (issue 53, docs/adr/0014-conformance-kit.md).
// Inside the mock, its rooms: the bank knows no sessions, gateway or recorder; the /api pipeline knows
// no control route; the fault table and the key agent stand alone; the console reads the fault table.
const LAYERS = ['routing', 'session', 'signing', 'shell', 'home', 'kit', 'screens', 'app'];

/** A rule per layer: nothing of a layer above it. */
const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `${layer}-not-upward`,
  comment: `src/${layer} imports only the layers below it (${LAYERS.slice(0, i).join(', ') || 'none'}), api, protocol, ui and i18n`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/` },
}));

/** A utility area that may import only the listed parts of src/. */
const only = (area, allowed, comment) => ({
  name: `${area}-imports-only`,
  comment,
  severity: 'error',
  from: { path: `^src/${area}/` },
  to: { path: '^src/', pathNot: `^src/(${[area, ...allowed].join('|')})` },
});

/** A folder that may not import the listed top-level folders (the one-way order of issue 51). */
const folder = (name, not, comment) => ({
  name: `${name}-one-way`,
  comment,
  severity: 'error',
  from: { path: `^${name}/` },
  to: { path: `^(${not.join('|')})/` },
});

const FOLDERS = [
  folder('build', ['mock-server', 'tools', 'bench', 'tests'], 'the build\'s plugins and settings import no tool, mock, benchmark or test'),
  folder('mock-server', ['tools', 'bench', 'build', 'tests'], 'the mock imports no tool, benchmark, build plugin or test: they import it (tools/ports.ts moved into the mock for that)'),
  folder('tools', ['bench', 'tests'], 'the tools import no benchmark or test'),
  {
    name: 'nothing-into-bench',
    comment: 'the benchmarks are the top of the order: nothing of the portal, the mock, the tools or the build imports them',
    severity: 'error',
    from: { path: '^(src|mock-server|tools|build)/' },
    to: { path: '^bench/' },
  },
];

/** A room of the mock that may import only the listed parts of it (besides src/protocol and the generated tables). */
const room = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^mock-server/', pathNot: `^mock-server/(${allowed.join('|')})` },
});

const ROOMS = [
  room('bank-apart-from-sessions', '^mock-server/bank/', ['bank/', 'access/', 'clock\\.ts', 'refusal\\.ts', 'personas\\.ts'],
    'the mock bank (state, seed, views, rules) knows nothing of sessions, challenges, the gateway or the recorder'),
  room('fault-table-stands-alone', '^mock-server/faults/', ['faults/'],
    'the fault table is pure data and functions: the gateway, the log and the console read it'),
  room('agent-is-its-own-tool', '^mock-server/agent/', ['agent/', 'keys\\.ts'],
    'the key agent is a tool of its own: the TEST-ONLY keys and the protocol, nothing of the gateway'),
  {
    name: 'console-reads-the-table-and-shapes',
    comment: 'the console is its own Vite app: besides its own files it reads the fault table and the answers\' types',
    severity: 'error',
    from: { path: '^mock-server/console/', pathNot: '^mock-server/console/(build|serve)\\.ts$' },
    to: { path: '^mock-server/', pathNot: '^mock-server/(console/|faults/table\\.ts|recorder/traffic\\.ts|sessions/state\\.ts)' },
  },
  {
    name: 'pipeline-knows-no-control',
    comment: 'the /api pipeline is apart from the control routes: only the server (gateway.ts) routes to both',
    severity: 'error',
    from: { path: '^mock-server/gateway/', pathNot: '^mock-server/gateway/gateway\\.ts$' },
    to: { path: '^mock-server/control/' },
  },
  {
    name: 'control-knows-no-pipeline',
    comment: 'the control routes share the HTTP helpers and options with the gateway, not its /api stages',
    severity: 'error',
    from: { path: '^mock-server/control/' },
    to: { path: '^mock-server/gateway/', pathNot: '^mock-server/gateway/(http|options)\\.ts$' },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'a module cycle: split the shared part out, or pass what the lower module needs as a parameter',
      severity: 'error',
      from: { path: '^(src|mock-server|tools|bench|build)/' },
      to: { circular: true },
    },
    ...FOLDERS,
    ...ROOMS,
    ...upward,
    only('api', ['protocol/'], 'the request layer depends on the wire protocol and its own generated code only'),
    only('protocol', ['api/generated/'], 'the wire protocol is pure: the contract\'s generated tables and nothing else of the app'),
    only('routing', ['api/generated/'], 'the route rules and the manifest are pure data and functions'),
    only('ui', ['i18n/'], 'ui holds input helpers and small components that know nothing of the app'),
    only('i18n', [], 'the message catalogues import nothing of the app'),
    {
      name: 'whole-chinese-not-in-the-first-paint',
      comment: 'the portal takes zh-CN\'s types from src/i18n/zh-CN.ts and its texts from zh-CN-first.ts, and zh-CN-rest.ts only through completeChinese (a dynamic import): a value import of the whole catalogue or a static one of its rest puts all of it in the home page\'s first paint (issue 51 item 6)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/i18n/zh-CN\\.ts$' },
      to: { path: '^src/i18n/zh-CN(-rest)?\\.ts$', dependencyTypesNot: ['type-only', 'dynamic-import'] },
    },
    {
      name: 'login-calls-from-the-dialog-only',
      comment: 'the login flow\'s calls (src/session/login.ts) are the login dialog\'s, which loads on first use; what starts a login or remembers its continuation is src/session/login-start.ts: a value import of the calls elsewhere puts them and their SDK functions in the first paint (issue 51 item 6)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(shell/login/|session/login\\.ts$)' },
      to: { path: '^src/session/login\\.ts$', dependencyTypesNot: ['type-only', 'dynamic-import'] },
    },
    {
      name: 'screens-from-app-only',
      comment: 'screens are found by the app layer by path convention (src/app/screens.ts), imported by nothing else',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app|screens)/' },
      to: { path: '^src/screens/' },
    },
    {
      name: 'mock-reaches-protocol-only',
      comment: 'the mock gateway speaks the portal\'s wire protocol (src/protocol), typed by the contract\'s generated code, with menus from the route manifest (data)',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^src/', pathNot: '^src/(protocol/|api/generated/|routing/manifest/)' },
    },
    {
      name: 'conformance-kit-reaches-api-and-protocol-only',
      comment: 'the conformance kit speaks to a gateway as the portal does: through src/api (the client, the SDK, the generated tables) and src/protocol, nothing else of the app',
      severity: 'error',
      from: { path: '^tools/conformance/' },
      to: { path: '^src/', pathNot: '^src/(api|protocol)/' },
    },
    {
      name: 'conformance-kit-knows-no-mock',
      comment: 'the conformance kit checks any gateway: it knows nothing of the mock\'s code, the tests, the benchmarks or the generators (the mock\'s control calls are HTTP)',
      severity: 'error',
      from: { path: '^tools/conformance/' },
      to: { path: '^(mock-server|tests|bench|generators|build)/' },
    },
    {
      name: 'nothing-into-the-conformance-kit',
      comment: 'the portal and the mock gateway never import the conformance kit',
      severity: 'error',
      from: { path: '^(src|mock-server)/' },
      to: { path: '^tools/conformance/' },
    },
    {
      name: 'app-not-into-tools',
      comment: 'the portal imports nothing of the mock, the tools, the tests, the benchmarks or the generators',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(mock-server|tools|tests|bench|generators|build)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/api/generated/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
