/**
 * The project's own source files (TypeScript and JavaScript), as git lists them, without the generated
 * code: what the checks over the whole tree read (tests/build/aliases.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function sourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
  return listed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !f.startsWith('src/api/generated/') && existsSync(resolve(root, f)));
}
