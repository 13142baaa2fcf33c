/**
 * `npm run scaffold -- <generator>`: screens for the routes of the manifest (src/routing/manifest/) and
 * skeletons of new contract operations. A route's screen is the kit's, made from its manifest entry; a
 * file exists only once a developer ejects one (docs/adr/0017). Existing files are never overwritten.
 * Every answer can be given on the command line, so each generator runs without a terminal (CI):
 *   screen --path /area/screen --heading 中文标题 [--english <English>] [--operation <id>]
 *                                   the screen's test, and the manifest entry to add
 *   eject --path /area/screen       the route's screen as a file of its own, holding only what differs
 *   area <name>                     what each screen of one area gets: the kit's, or its own file
 *   all                             the same for every area
 *   operation --area <file> --id <operationId> [--summary 中文] [--english <English name>] [--signed]
 *                                   a contract operation skeleton (and its name's English in openapi/i18n/)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { NodePlopAPI } from 'node-plop';
import { parse } from 'yaml';
import { fields } from '@/api/generated/fields.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';
import { AREAS, type AreaName } from '@/routing/manifest/index.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';
import {
  areaTag,
  ejectPlan,
  freeServiceCode,
  manifestEntry,
  OPERATION_ID,
  type OperationKind,
  operationKind,
  ROUTE,
  routeScreens,
  screenData,
  screenTestPath,
  validHeading,
  withPath,
  withTerm,
} from './scaffold.ts';

export { componentName } from './scaffold.ts';

const TEMPLATES = resolve(import.meta.dirname, '../templates');
const template = (name: string) => readFileSync(resolve(TEMPLATES, name), 'utf8');

/** The kind of a contract operation, from the generated field table (undefined: not an operation). */
export function kindOf(operation: string): OperationKind | undefined {
  return (fields as Record<string, { kind: OperationKind } | undefined>)[operation]?.kind;
}

/** A command-line value (`--name value`, or `--name` alone for a flag), for answers that need no prompt. */
export function argValue(name: string, argv: readonly string[] = process.argv): string | true | undefined {
  const at = argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const next = argv[at + 1];
  return next !== undefined && !next.startsWith('--') ? next : true;
}

/** A prompt of a generator, answered by its `--name` flag when given, else asked (on a terminal). */
export interface Question {
  type: 'input' | 'confirm';
  name: string;
  message: string;
  /** May be left out: no flag and no terminal leaves it unanswered (the action's default). */
  optional?: boolean;
  default?: boolean;
  validate?: (value: string) => true | string;
}

/**
 * The generator's prompts as one function, so plop's positional bypass stays out of it (plop 4 reads
 * `--area transfer` as a flag and a positional answer): each `--name value` answers its question
 * (checked by the question's own validation), the rest are asked on a terminal; without one, a missing
 * required answer is an error that names the flag.
 */
export function answersFrom(questions: readonly Question[], argv: readonly string[] = process.argv) {
  type Prompter = { prompt: (q: Question[]) => Promise<Record<string, unknown>> };
  return async (inquirer: Prompter): Promise<Record<string, unknown>> => {
    const answers: Record<string, unknown> = {};
    const ask: Question[] = [];
    for (const q of questions) {
      const given = argValue(q.name, argv);
      if (given === undefined) {
        if (process.stdin.isTTY) ask.push(q);
        else if (!q.optional) throw new Error(`missing --${q.name} (${q.message})`);
        continue;
      }
      if (q.type === 'confirm') {
        answers[q.name] = given === true || /^(y|yes|true)$/i.test(given);
        continue;
      }
      const value = given === true ? '' : given;
      const valid = q.validate ? q.validate(value) : true;
      if (valid !== true) throw new Error(`--${q.name} ${value}: ${valid}`);
      answers[q.name] = value;
    }
    return ask.length ? { ...answers, ...(await inquirer.prompt(ask)) } : answers;
  };
}

/**
 * What each screen of these routes gets under `root`: the kit's screen (made from its manifest entry)
 * or its own file; says so, and is an error when a hand-written route's file is missing.
 */
export function describeRoutes(root: string, label: string, routes: readonly ManifestRoute[]): string {
  const { kit, files, missing } = routeScreens(routes, kindOf, (file) => existsSync(resolve(root, file)));
  if (missing.length > 0) throw new Error(`${label}: hand-written screens missing: ${missing.join(', ')}`);
  const kinds = Object.entries(kit).map(([component, n]) => `${String(n)} ${component}`).join(', ');
  const redirects = routes.filter((r) => r.redirect).length;
  return `${label}: ${kinds || 'no kit screens'} from the manifest; ${String(files)} own files; ${String(redirects)} redirects`;
}

/** Writes the route's ejected screen under `root` (never over a file); says where. */
export function ejectScreen(plop: NodePlopAPI, root: string, path: string): string {
  const route = MANIFEST.find((r) => r.path === path);
  const { file, data } = ejectPlan(route, kindOf, (f) => existsSync(resolve(root, f)));
  mkdirSync(dirname(resolve(root, file)), { recursive: true });
  writeFileSync(resolve(root, file), plop.renderString(template('screen-eject.tsx.hbs'), data));
  return `${file}: the route's ${String(data.component)}, ejected; give it only what differs from the route`;
}

const areaNames = Object.keys(AREAS) as AreaName[];

export const SCREEN_QUESTIONS: readonly Question[] = [
  {
    type: 'input',
    name: 'path',
    message: 'route path (spec 001 §2), e.g. /crossTreasure/mypay/homeremit',
    validate: (value) => (ROUTE.test(value) ? true : 'a route path: /segment/segment, letters, digits, . _ -, :param'),
  },
  { type: 'input', name: 'heading', message: 'heading shown on the screen (Chinese)', validate: validHeading },
  {
    type: 'input',
    name: 'english',
    message: 'the heading in English (en-US)',
    optional: true,
    validate: (value) => (value === '' || /^[^\u3400-\u9fff\n]+$/u.test(value) ? true : 'English, on one line'),
  },
  {
    type: 'input',
    name: 'operation',
    message: 'contract operation (empty: an info screen)',
    optional: true,
    validate: (value) => (!value || kindOf(value) ? true : `no operation ${value} in the contract (npm run generate?)`),
  },
];

const AREA_QUESTIONS: readonly Question[] = [
  {
    type: 'input',
    name: 'name',
    message: `area (${areaNames.join(', ')})`,
    validate: (value) => (areaNames.includes(value as AreaName) ? true : `one of: ${areaNames.join(', ')}`),
  },
];

const operationQuestions = (root: () => string): readonly Question[] => [
  {
    type: 'input',
    name: 'area',
    message: 'area file in openapi/paths/ (without .yaml)',
    validate: (value) =>
      (/^[A-Za-z]+$/.test(value) && existsSync(resolve(root(), `openapi/paths/${value}.yaml`)) ? true : 'an existing openapi/paths/<area>.yaml'),
  },
  {
    type: 'input',
    name: 'id',
    message: 'operationId (a name ending in Qry makes a query)',
    validate: (value) => (OPERATION_ID.test(value) ? true : 'an operationId: a lower-case letter, then letters and digits'),
  },
  { type: 'input', name: 'summary', message: 'Chinese name', optional: true, validate: validHeading },
  {
    type: 'input',
    name: 'english',
    message: 'English name (for en-US; without it, npm run lint:contract names the missing English)',
    optional: true,
    validate: (value) => (value === '' || /^[^\u3400-\u9fff\n]+$/u.test(value) ? true : 'English, on one line'),
  },
  { type: 'confirm', name: 'signed', message: 'needs a digital-key signature?', optional: true, default: false },
];

export default function plopfile(plop: NodePlopAPI): void {
  const root = () => plop.getDestBasePath();

  plop.setGenerator('screen', {
    description: 'the test of a route\'s screen, and the manifest entry that makes the screen (the kit renders it)',
    prompts: answersFrom(SCREEN_QUESTIONS),
    actions: (answers) => {
      const a = answers as { path: string; heading: string; english?: string; operation?: string };
      const operation = a.operation ? a.operation : undefined;
      if (operation && !kindOf(operation)) throw new Error(`no operation ${operation} in the contract; run npm run generate after adding it`);
      const data = screenData(a.path, a.heading, operation);
      const entry = manifestEntry(a.path, a.heading, a.english, operation);
      return [
        { type: 'add', path: screenTestPath(a.path), templateFile: '../templates/screen.test.tsx.hbs', data },
        () => `add the route to its area's file in src/routing/manifest/ if it is not there: ${entry}`,
      ];
    },
  });

  plop.setGenerator('eject', {
    description: 'a route\'s screen as a file of its own (src/screens/<path>/index.tsx), holding only what differs from the route',
    prompts: answersFrom(SCREEN_QUESTIONS.slice(0, 1)),
    actions: (answers) => [() => ejectScreen(plop, root(), (answers as { path: string }).path)],
  });

  plop.setGenerator('area', {
    description: 'what each screen of one area of the manifest gets: the kit\'s screen or its own file',
    prompts: answersFrom(AREA_QUESTIONS),
    actions: (answers) => {
      const { name } = answers as { name: AreaName };
      return [() => describeRoutes(root(), name, AREAS[name])];
    },
  });

  plop.setGenerator('all', {
    description: 'what each screen of every area of the manifest gets',
    prompts: [],
    actions: [() => areaNames.map((name) => describeRoutes(root(), name, AREAS[name])).join('\n')],
  });

  plop.setGenerator('operation', {
    description: 'a new contract operation skeleton in an area file of openapi/paths/ (provisional)',
    prompts: answersFrom(operationQuestions(root)),
    actions: (answers) => {
      const a = answers as { area: string; id: string; summary?: string; english?: string; signed?: boolean };
      const summary = a.summary ? a.summary : a.id;
      const signed = a.signed === true;
      const areaFile = resolve(root(), `openapi/paths/${a.area}.yaml`);
      const existing = parse(readFileSync(areaFile, 'utf8')) as Record<string, unknown> | null;
      if (existing && a.id in existing) throw new Error(`${a.id} is already in openapi/paths/${a.area}.yaml`);
      const taken = new Set<string>();
      for (const file of readdirSync(resolve(root(), 'openapi/paths'))) {
        for (const m of readFileSync(resolve(root(), 'openapi/paths', file), 'utf8').matchAll(/'(\d{13})'/g)) if (m[1]) taken.add(m[1]);
      }
      const data = { id: a.id, summary, tag: areaTag(readFileSync(areaFile, 'utf8')) ?? a.area, serviceCode: freeServiceCode(taken, a.id) };
      const kind = operationKind(a.id, signed);
      return [
        { type: 'append', path: `openapi/paths/${a.area}.yaml`, templateFile: `../templates/operation-${kind}.yaml.hbs`, data, unique: false, separator: '' },
        { type: 'modify', path: 'openapi/portal.yaml', transform: (text: string) => withPath(text, a.area, a.id) },
        ...(a.english
          ? [{ type: 'modify' as const, path: 'openapi/i18n/en-US.yaml', transform: (text: string) => withTerm(text, summary, a.english ?? '') }]
          : []),
        () => `${kind} operation ${a.id} (${summary}) added, provisional; next: npm run generate, then bind it in src/routing/manifest/ (npm run scaffold -- screen gives the entry)`,
      ];
    },
  });
}
