/**
 * A test environment says so (issue 39 item 4): a build in any mode but production (the test build the
 * browser tests and testers use, the development server) shows a 测试环境 banner on every page and
 * prefixes the document's title; a production build shows neither (its bundle has no banner at all:
 * main.tsx drops it when Vite writes MODE in). Pure.
 */

/**
 * The title with `prefix` in front, once: a prefix already there (this one, or another language's of
 * `known`) is replaced, not repeated.
 */
export function prefixedTitle(title: string, prefix: string, known: Iterable<string>): string {
  let base = title;
  for (const other of new Set([prefix, ...known])) {
    if (base.startsWith(`${other} `)) {
      base = base.slice(other.length + 1);
      break;
    }
  }
  return `${prefix} ${base}`;
}
