/**
 * `npm run lint:contract`: Redocly's recommended rules over the split source (errors point at
 * the area file), then Spectral's OAS and OWASP rules over the bundle. Fails on any warning.
 */
import { BUNDLE, bundleContract, CONTRACT, runTool } from '../generators/bundle.ts';

const steps: Array<[string, () => { ok: boolean; output: string }]> = [
  ['redocly lint', () => runTool('redocly', ['lint', CONTRACT, '--max-problems', '500'])],
  ['bundle', () => bundleContract()],
  [
    'spectral lint',
    () => runTool('spectral', ['lint', BUNDLE, '--ruleset', 'openapi/.spectral.yaml', '--fail-severity', 'warn']),
  ],
];

let failed = false;
for (const [name, run] of steps) {
  const result = run();
  if (!result.ok) {
    failed = true;
    console.error(`lint:contract: ${name} failed\n${result.output.trim()}\n`);
    if (name === 'bundle') break;
  } else {
    console.log(`lint:contract: ${name} ok`);
  }
}
process.exit(failed ? 1 : 0);
