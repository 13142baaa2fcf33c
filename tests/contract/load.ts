import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { BUNDLE, ROOT } from '../../generators/bundle.ts';
import type { JsonObject } from '../../generators/schema-walk.ts';

/** The bundle the node project's global setup wrote. */
export function loadBundle(): JsonObject {
  return parse(readFileSync(BUNDLE, 'utf8')) as JsonObject;
}

/** The source files, for checks the bundle cannot show (every area key referenced by the root). */
export function sourceAreaKeys(): Map<string, string[]> {
  const dir = resolve(ROOT, 'openapi/paths');
  const out = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    out.set(file, Object.keys(parse(readFileSync(resolve(dir, file), 'utf8')) as JsonObject));
  }
  return out;
}

export function sourceRoot(): JsonObject {
  return parse(readFileSync(resolve(ROOT, 'openapi/portal.yaml'), 'utf8')) as JsonObject;
}
