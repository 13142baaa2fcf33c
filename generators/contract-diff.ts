/**
 * `npm run contract:diff -- <git-ref> [--contract <root.yaml>]`: the breaking changes between the
 * contract at <git-ref> and the working tree. Exits 1 when there is any, 0 when there is none,
 * 2 on bad arguments (an unknown ref, a contract missing at that ref).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ContractError, formatProblem, loadContract } from './contract.ts';
import { diffContracts, formatChanges } from './diff.ts';

const USAGE = 'usage: npm run contract:diff -- <git-ref> [--contract <root.yaml>]';

function git(args: string[], cwd: string): { ok: boolean; out: string } {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`.trim() };
}

async function main(argv: string[]): Promise<number> {
  let ref: string | undefined;
  let contractArg = 'openapi/portal.yaml';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--contract') {
      const value = argv[++i];
      if (!value) return fail('--contract needs a value');
      contractArg = value;
    } else if (arg.startsWith('-')) return fail(`unknown argument ${arg}`);
    else if (ref === undefined) ref = arg;
    else return fail(`one git ref only (got ${ref} and ${arg})`);
  }
  if (!ref) return fail('give the git ref to compare against, e.g. origin/main');

  const top = git(['rev-parse', '--show-toplevel'], process.cwd());
  if (!top.ok) return fail('not inside a git repository');
  const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], top.out);
  if (!commit.ok) return fail(`git ref ${JSON.stringify(ref)} is not a commit here`);

  const contract = resolve(contractArg);
  const inRepo = relative(top.out, contract);
  const contractDir = relative(top.out, resolve(contract, '..'));
  if (inRepo.startsWith('..')) return fail(`${contractArg} is outside the repository`);
  if (!git(['cat-file', '-e', `${commit.out}:${inRepo}`], top.out).ok) {
    return fail(`${inRepo} does not exist at ${ref}`);
  }

  const scratch = mkdtempSync(join(tmpdir(), 'eis-contract-diff-'));
  try {
    // the whole contract folder at that ref, so its split files resolve as they did then
    const tar = execFileSync('git', ['archive', '--format=tar', commit.out, contractDir], { cwd: top.out });
    execFileSync('tar', ['-x', '-C', scratch], { input: tar });
    let before;
    let after;
    try {
      before = await loadContract(join(scratch, inRepo));
    } catch (error) {
      if (error instanceof ContractError) return fail(`the contract at ${ref} does not load:\n${error.problems.map(formatProblem).join('\n')}`);
      throw error;
    }
    try {
      after = await loadContract(contract);
    } catch (error) {
      if (error instanceof ContractError) return fail(`the working contract does not load:\n${error.problems.map(formatProblem).join('\n')}`);
      throw error;
    }
    const changes = diffContracts(before.doc, after.doc);
    if (changes.length === 0) {
      console.log(`contract:diff: no breaking changes since ${ref}`);
      return 0;
    }
    console.log(formatChanges(changes));
    console.log(`contract:diff: ${changes.length} breaking change${changes.length === 1 ? '' : 's'} since ${ref}`);
    return 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function fail(message: string): number {
  console.error(`contract:diff: ${message}\n${USAGE}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('contract:diff: failed:', error);
    process.exit(1);
  },
);
