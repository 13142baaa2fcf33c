/**
 * `npm run lint:contract`: Redocly's recommended rules over the split source (errors point at
 * the area file), then Spectral's OAS and OWASP rules over the bundle. Fails on any warning.
 */
import { BUNDLE, bundleContract, CONTRACT, runTool, type ToolResult } from '../generators/bundle.ts';
import { ContractError } from '../generators/contract.ts';

async function bundleStep(): Promise<ToolResult> {
  try {
    await bundleContract();
    return { ok: true, output: '' };
  } catch (error) {
    if (error instanceof ContractError) return { ok: false, output: error.message };
    throw error;
  }
}

const steps: Array<[string, () => ToolResult | Promise<ToolResult>]> = [
  ['redocly lint', () => runTool('redocly', ['lint', CONTRACT, '--max-problems', '500'])],
  ['bundle', bundleStep],
  [
    'spectral lint',
    () => runTool('spectral', ['lint', BUNDLE, '--ruleset', 'openapi/.spectral.yaml', '--fail-severity', 'warn']),
  ],
];

let failed = false;
for (const [name, run] of steps) {
  const result = await run();
  if (!result.ok) {
    failed = true;
    console.error(`lint:contract: ${name} failed\n${result.output.trim()}\n`);
    if (name === 'bundle') break;
  } else {
    console.log(`lint:contract: ${name} ok`);
  }
}
process.exit(failed ? 1 : 0);
