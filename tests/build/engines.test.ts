// The Node version the README and package.json promise is one every installed package declares
// (issue 15, "Also": @hey-api/openapi-ts 0.99 declared Node >= 22.18; 0.95.0 is pinned, which
// declares >= 20.19). A package added later that needs a newer Node fails here, naming it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the promised Node version (issue 15, Also)', () => {
  const minimum = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('is the one the README states', () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    expect(minimum).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readme).toContain(`Node ${minimum.replace(/\.0$/, '')} or newer`);
  });

  it('is declared by every package of the lockfile', () => {
    const refusing = Object.entries(lock.packages)
      .map(([path, p]) => [path.replace(/^.*node_modules\//, ''), p.version, Array.isArray(p.engines) ? undefined : p.engines?.node])
      .filter((entry): entry is [string, string, string] => typeof entry[2] === 'string' && entry[0] !== '')
      .filter(([, , range]) => !semver.satisfies(minimum, range))
      .map(([name, version, range]) => `${name}@${version} needs node ${range}`);
    expect(refusing).toEqual([]);
  });
});
