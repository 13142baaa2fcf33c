// spec 000 §7 / issue: the client is the only place that calls fetch for /api; the lint rule enforces it.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

async function lint(code: string, filePath: string): Promise<string[]> {
  // only the rule under test: the type-aware rules need files in a tsconfig, which these are not
  const eslint = new ESLint({ cwd: ROOT });
  const config = (await eslint.calculateConfigForFile(resolve(ROOT, filePath))) as { rules: Record<string, unknown> };
  const rules = Object.fromEntries(
    ['no-restricted-globals', 'no-restricted-properties'].map((name) => [name, config.rules[name] ?? 'off']),
  );
  const probe = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: { files: ['**/*.ts'], rules } as never });
  const [result] = await probe.lintText(code, { filePath: resolve(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('the fetch rule', () => {
  it.each([
    ['fetch(\'/api/login/userInfoThree\', { method: \'POST\' });', 'no-restricted-globals'],
    ['window.fetch(\'/api/x\');', 'no-restricted-properties'],
    ['globalThis.fetch(\'/api/x\');', 'no-restricted-properties'],
    ['new XMLHttpRequest();', 'no-restricted-globals'],
  ])('refuses %s in a screen', async (code, rule) => {
    const messages = await lint(code, 'src/shell/Probe.ts');
    expect(messages.some((m) => m.startsWith(rule))).toBe(true);
  });

  it('allows them in the client and the upload helper only', async () => {
    expect(await lint('fetch(\'/api/x\');', 'src/api/client.ts')).toEqual([]);
    expect(await lint('new XMLHttpRequest();', 'src/api/upload.ts')).toEqual([]);
  });
});
