/**
 * `--only` and `--skip` (issue 53): which cases a run makes. An operation answers to its operationId,
 * its area, `operation:<id>` and `operations`; a probe to its name, `probe:<name>`, its family
 * (`signing`, `envelope`, `access`) and `probes`. `*` matches any run of characters; case does not
 * matter. A name that matches nothing is an error, so a typo never runs everything. Pure.
 */

export interface Selectable {
  readonly id: string;
  /** Every name the case answers to. */
  readonly names: readonly string[];
}

/** Whether a pattern (with `*`) matches a name, whole and without regard to case. */
export function matches(pattern: string, name: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`, 'i').test(name);
}

const anyName = (pattern: string, item: Selectable) => item.names.some((n) => matches(pattern, n));

/** The items a run makes: those `only` names (all when empty), less those `skip` names. */
export function select<T extends Selectable>(
  items: readonly T[], only: readonly string[], skip: readonly string[],
): T[] {
  const wanted = (item: T) => only.length === 0 || only.some((p) => anyName(p, item));
  return items.filter((item) => wanted(item) && !skip.some((p) => anyName(p, item)));
}

/** The patterns that match no item (a typo, or a probe of another version). */
export function unmatched(items: readonly Selectable[], patterns: readonly string[]): string[] {
  return patterns.filter((p) => !items.some((item) => anyName(p, item)));
}
