/**
 * `npm run scaffold -- <generator>`: screens for the routes of the manifest (src/routing/manifest/),
 * from templates/screen.tsx.hbs. Existing files are never touched. Every prompt can be given on the
 * command line, so each generator runs without a terminal (CI):
 *   screen --path /area/screen --heading 中文标题   one screen
 *   area <name>                                     every missing screen of one area
 *   all                                             every missing screen of every area
 * area and all render in one process (no plop process per screen).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { NodePlopAPI } from 'node-plop';
import { AREAS, type AreaName } from '../src/routing/manifest/index.ts';
import type { ManifestRoute } from '../src/routing/manifest/define.ts';
import { missingScreens, ROUTE, screenData, screenPath, validHeading } from './scaffold.ts';

export { componentName } from './scaffold.ts';

const TEMPLATE = resolve(import.meta.dirname, '../templates/screen.tsx.hbs');

/** Writes the missing screens of these routes under `root`; returns what it did, one line. */
export function scaffoldRoutes(
  plop: NodePlopAPI,
  root: string,
  label: string,
  routes: readonly ManifestRoute[],
): string {
  const template = readFileSync(TEMPLATE, 'utf8');
  const missing = missingScreens(routes, (file) => existsSync(resolve(root, file)));
  for (const route of missing) {
    const file = resolve(root, screenPath(route.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, plop.renderString(template, screenData(route.path, route.title)));
  }
  const screens = routes.filter((r) => !r.redirect).length;
  return `${label}: ${String(missing.length)} written, ${String(screens - missing.length)} already there, ${String(routes.length - screens)} redirects`;
}

const areaNames = Object.keys(AREAS) as AreaName[];

export default function plopfile(plop: NodePlopAPI): void {
  const root = () => plop.getDestBasePath();

  plop.setGenerator('screen', {
    description: 'a scaffolded screen for one route',
    prompts: [
      {
        type: 'input',
        name: 'path',
        message: 'route path (spec 001 §2), e.g. /crossTreasure/mypay/homeremit',
        validate: (value: string) => (ROUTE.test(value) ? true : 'a route path: /segment/segment, letters, digits, . _ -, :param'),
      },
      { type: 'input', name: 'heading', message: 'heading shown on the screen (Chinese)', validate: validHeading },
    ],
    actions: (answers) => {
      const { path, heading } = answers as { path: string; heading: string };
      return [
        { type: 'add', path: screenPath(path), templateFile: '../templates/screen.tsx.hbs', data: screenData(path, heading) },
        () => `add the route to its area's file in src/routing/manifest/ if it is not there: screen('${path}', '${heading}')`,
      ];
    },
  });

  plop.setGenerator('area', {
    description: 'every missing screen of one area of the manifest',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: `area (${areaNames.join(', ')})`,
        validate: (value: string) => (areaNames.includes(value as AreaName) ? true : `one of: ${areaNames.join(', ')}`),
      },
    ],
    actions: (answers) => {
      const { name } = answers as { name: AreaName };
      return [() => scaffoldRoutes(plop, root(), name, AREAS[name])];
    },
  });

  plop.setGenerator('all', {
    description: 'every missing screen of every area of the manifest',
    prompts: [],
    actions: [() => areaNames.map((name) => scaffoldRoutes(plop, root(), name, AREAS[name])).join('\n')],
  });
}
