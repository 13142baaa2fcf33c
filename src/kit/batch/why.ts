import type { BatchProblemWhy } from '@/protocol/batch/parse.ts';
import type { Vars } from '@/i18n/index.ts';

/**
 * What is wrong with a batch file, in the user's language (issue 38): the catalogue's text for the
 * problem's code, a column by its title in that language. zh-CN says what the protocol's Chinese
 * message says (tests/unit/kit/batch-why.test.ts).
 */
export function whyText(
  why: BatchProblemWhy,
  t: (key: string, vars?: Vars) => string,
  term: (text: string) => string,
): string {
  const vars: Record<string, string | number> = {};
  if ('title' in why) vars.title = term(why.title);
  if ('max' in why) vars.max = why.max;
  if ('found' in why) vars.found = why.found;
  return t(`kit.batch.why.${why.code}`, vars);
}
