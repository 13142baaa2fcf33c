/**
 * The generated zod answer schemas (`z<Operation>Response` of hey-api's zod.gen.ts, as each area's
 * answers.ts builds them on first use: generators/answers.ts) by operationId, for the response chain:
 * an answer that does not match its contract is a service exception, never data a screen reads
 * (issue 15 finding 7). None of it is part of the first paint: the chain starts loading the table
 * (src/api/generated/answers.ts: operation -> its area's loader) and the call's area with the first
 * request, so they have usually arrived by the time its answer has; each area is one chunk (issue 41),
 * and only the schemas of the answers that come are built.
 */
import type { AreaAnswers } from './generated/areas.ts';

/** What the chain needs of a schema. */
export interface AnswerSchema {
  safeParse(data: unknown): { success: boolean; error?: unknown };
}

type AreaLoader = () => Promise<AreaAnswers>;

let loading: Promise<ReadonlyMap<string, AreaLoader>> | undefined;
const areas = new Map<AreaLoader, Promise<AreaAnswers['answers']>>();

/** operationId (in lower case: hey-api writes MD5Digest as Md5Digest) -> the loader of its area's answer schemas. */
export function answerSchemas(): Promise<ReadonlyMap<string, AreaLoader>> {
  // zod-setup first: no schema may parse before zod is told not to generate code (CSP)
  loading ??= Promise.all([import('./zod-setup.ts'), import('./generated/answers.ts')]).then(
    ([, module]) => module.answerAreas,
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load is asked again by the next call
      throw error;
    },
  );
  return loading;
}

/** The answer schemas of an operation's area, loaded once; undefined for an operation the contract does not have. */
async function areaAnswers(operationId: string): Promise<AreaAnswers['answers'] | undefined> {
  const load = (await answerSchemas()).get(operationId.toLowerCase());
  if (!load) return undefined;
  let answers = areas.get(load);
  if (!answers) {
    answers = load().then((module) => module.answers);
    areas.set(load, answers);
    answers.catch(() => areas.delete(load)); // asked again by the next call
  }
  return answers;
}

/** Starts loading an operation's answer schemas, so that they are there when its answer is. */
export function prepareAnswerSchema(operationId: string): void {
  areaAnswers(operationId).catch(() => undefined);
}

/** The answer schema of an operation; undefined when the generated code has none. */
export async function answerSchema(operationId: string): Promise<AnswerSchema | undefined> {
  return (await areaAnswers(operationId))?.get(operationId.toLowerCase())?.();
}
