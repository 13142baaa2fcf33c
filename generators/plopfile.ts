/**
 * `npm run scaffold -- <generator>`: screens for the routes of the manifest (src/routing/manifest/) and
 * skeletons of new contract operations. Existing files are never overwritten (an untouched info
 * scaffold of a route that is bound now is rebound). Every answer can be given on the command line, so
 * each generator runs without a terminal (CI):
 *   screen --path /area/screen --heading 中文标题 [--operation <id>]   one screen and its test
 *   area <name>                     every missing (or still unbound) screen of one area
 *   all                             the same for every area
 *   operation --area <file> --id <operationId> [--summary 中文] [--english <English name>] [--signed]
 *                                   a contract operation skeleton (and its name's English in openapi/i18n/)
 * area and all render in one process (no plop process per screen).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { NodePlopAPI } from 'node-plop';
import { parse } from 'yaml';
import { fields } from '@/api/generated/fields.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';
import { AREAS, type AreaName } from '@/routing/manifest/index.ts';
import {
  areaTag,
  freeServiceCode,
  OPERATION_ID,
  operationKind,
  planScreens,
  ROUTE,
  type ScreenData,
  screenData,
  type ScreenKind,
  screenPath,
  screenTestPath,
  validHeading,
  withPath,
  withTerm,
} from './scaffold.ts';

export { componentName } from './scaffold.ts';

const TEMPLATES = resolve(import.meta.dirname, '../templates');
const template = (name: string) => readFileSync(resolve(TEMPLATES, name), 'utf8');

/** The kind of a contract operation, from the generated field table (undefined: not an operation). */
export function kindOf(operation: string): ScreenKind | undefined {
  return (fields as Record<string, { kind: ScreenKind } | undefined>)[operation]?.kind;
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

/** Renders a screen of this kind. */
export function renderScreen(plop: NodePlopAPI, kind: ScreenKind, data: ScreenData): string {
  return plop.renderString(template(`screen-${kind}.tsx.hbs`), data);
}

/** Writes the missing screens of these routes under `root`, and rebinds untouched info scaffolds; says what it did. */
export function scaffoldRoutes(
  plop: NodePlopAPI,
  root: string,
  label: string,
  routes: readonly ManifestRoute[],
): string {
  const read = (file: string) => (existsSync(resolve(root, file)) ? readFileSync(resolve(root, file), 'utf8') : undefined);
  const plans = planScreens(routes, kindOf, read, (kind, data) => renderScreen(plop, kind, data));
  for (const plan of plans.filter((p) => p.action !== 'keep')) {
    const file = resolve(root, plan.file);
    mkdirSync(dirname(file), { recursive: true });
    const data = screenData(plan.route.path, plan.route.title, plan.route.operations?.[0]);
    writeFileSync(file, renderScreen(plop, plan.kind, data));
  }
  const count = (action: string) => String(plans.filter((p) => p.action === action).length);
  const redirects = String(routes.length - plans.length);
  return `${label}: ${count('write')} written, ${count('rebind')} rebound to their operation, ${count('keep')} kept, ${redirects} redirects`;
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
    description: 'a screen for one route (and its test); with --operation, bound to that contract operation',
    prompts: answersFrom(SCREEN_QUESTIONS),
    actions: (answers) => {
      const a = answers as { path: string; heading: string; operation?: string };
      const operation = a.operation ? a.operation : undefined;
      const kind = operation ? kindOf(operation) : 'info';
      if (!kind) throw new Error(`no operation ${String(operation)} in the contract; run npm run generate after adding it`);
      const data = screenData(a.path, a.heading, operation);
      return [
        { type: 'add', path: screenPath(a.path), templateFile: `../templates/screen-${kind}.tsx.hbs`, data },
        { type: 'add', path: screenTestPath(a.path), templateFile: '../templates/screen.test.tsx.hbs', data },
        () => `add the route to its area's file in src/routing/manifest/ if it is not there: screen('${a.path}', '${a.heading}'${operation ? `, { operations: ['${operation}'] }` : ''})`,
      ];
    },
  });

  plop.setGenerator('area', {
    description: 'every missing (or still unbound) screen of one area of the manifest',
    prompts: answersFrom(AREA_QUESTIONS),
    actions: (answers) => {
      const { name } = answers as { name: AreaName };
      return [() => scaffoldRoutes(plop, root(), name, AREAS[name])];
    },
  });

  plop.setGenerator('all', {
    description: 'every missing (or still unbound) screen of every area of the manifest',
    prompts: [],
    actions: [() => areaNames.map((name) => scaffoldRoutes(plop, root(), name, AREAS[name])).join('\n')],
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
        () => `${kind} operation ${a.id} (${summary}) added, provisional; next: npm run generate, then bind it in src/routing/manifest/ and scaffold its screen`,
      ];
    },
  });
}
