/**
 * `npm run lint:contract`: Redocly's recommended rules over the split source (errors point at
 * the area file), every Chinese text with its English (openapi/i18n/en-US.yaml), then Spectral's OAS
 * and OWASP rules over the bundle, and the count of the calls that move money (issue 48: which debit,
 * governed or exempt, and which do not). Fails on any warning.
 */
import { BUNDLE, bundleContract, CONTRACT, runTool, type ToolResult } from '../generators/bundle.ts';
import { ContractError, loadContract } from '../generators/contract.ts';
import { checkPolicy, movesMoney, policyOf } from '../generators/policy.ts';
import { operations } from '../generators/schema-walk.ts';
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

/** The money policy (x-eis-debit, x-eis-no-debit, x-eis-access) checked, and counted for the reader. */
async function policyStep(): Promise<ToolResult> {
  const { doc } = await loadContract(CONTRACT);
  const problems = checkPolicy(doc);
  if (problems.length > 0) return { ok: false, output: problems.map((p) => `  ${p.pointer}: ${p.message}`).join('\n') };
  const { debits, noDebits, kinds, access } = policyOf(doc);
  const governed = debits.filter(([, d]) => d.kind !== undefined).length;
  const moving = operations(doc).filter((o) => movesMoney(doc, o)).length;
  console.log(`lint:contract: ${String(moving)} signed calls with an account and an amount: ${String(debits.length)} debit ` +
    `(${String(governed)} governed by ${String(kinds.size)} rule kinds, ${String(debits.length - governed)} exempt), ` +
    `${String(noDebits.length)} debit nothing; ${String(access.length)} calls name who may make them`);
  return { ok: true, output: '' };
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
  ['policy', policyStep],
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
