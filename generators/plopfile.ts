/**
 * `npm run scaffold -- --path /area/screen --heading 中文标题`: a screen for a route of spec 001 §2,
 * at src/screens/<path>/index.tsx, from templates/screen.tsx.hbs. The route still needs its entry
 * in src/routing/manifest/ (the command prints it). Every prompt has a value from the command line,
 * so it runs without a terminal (CI).
 */
import { posix } from 'node:path';
import type { NodePlopAPI } from 'node-plop';

const ROUTE = /^(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

export function componentName(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? 'Screen';
  const name = last.replace(/[^A-Za-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase()).replace(/^[^A-Za-z]+/, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Screen`;
}

export default function plopfile(plop: NodePlopAPI): void {
  plop.setGenerator('screen', {
    description: 'a scaffolded screen for a route',
    prompts: [
      {
        type: 'input',
        name: 'path',
        message: 'route path (spec 001 §2), e.g. /crossTreasure/mypay/homeremit',
        validate: (value: string) => (ROUTE.test(value) ? true : 'a route path: /segment/segment, letters, digits, . _ -'),
      },
      {
        type: 'input',
        name: 'heading',
        message: 'heading shown on the screen (Chinese)',
        validate: (value: string) => (value.trim() && !/[<>{}"`]/.test(value) ? true : 'a plain heading, no < > { } " `'),
      },
    ],
    actions: (answers) => {
      const { path } = answers as { path: string };
      const depth = path.split('/').filter(Boolean).length + 1; // src/screens/<segments>/index.tsx
      return [
        {
          type: 'add',
          path: `src/screens${path}/index.tsx`,
          templateFile: '../templates/screen.tsx.hbs',
          data: { componentName: componentName(path), relativeShell: posix.join(...Array<string>(depth).fill('..')) },
        },
        () =>
          `add to src/routing/manifest/: { path: '${path}', meta: {}, load: () => import('../../screens${path}/index.tsx') }`,
      ];
    },
  });
}
