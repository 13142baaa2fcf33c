/**
 * `npm run lint:contract`: Redocly's recommended rules over the split source (errors point at
 * the area file), every Chinese text with its English (openapi/i18n/en-US.yaml), then Spectral's OAS
 * and OWASP rules over the bundle. Fails on any warning.
 */
import { BUNDLE, bundleContract, CONTRACT, runTool, type ToolResult } from '../generators/bundle.ts';
import { ContractError, loadContract } from '../generators/contract.ts';
import { contractTexts, GlossaryError, glossaryFile, loadGlossary, missingTerms } from '../generators/terms.ts';

/** Every Chinese text of the contract has its English (issue 38, generators/terms.ts). */
async function englishStep(): Promise<ToolResult> {
  try {
    const texts = contractTexts((await loadContract(CONTRACT)).doc);
    const missing = missingTerms(texts, loadGlossary(glossaryFile(CONTRACT)));
    const lines = missing.map((m) => `  ${m.text} (${m.where})`);
    return missing.length === 0
      ? { ok: true, output: '' }
      : { ok: false, output: `${String(missing.length)} text(s) without English in openapi/i18n/en-US.yaml:\n${lines.join('\n')}` };
  } catch (error) {
    if (error instanceof GlossaryError || error instanceof ContractError) return { ok: false, output: error.message };
    throw error;
  }
}

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
  ['english', englishStep],
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
