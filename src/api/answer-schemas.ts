/**
 * The generated zod answer schemas (`z<Operation>Response` of hey-api's zod.gen.ts, as
 * src/api/generated/answers.ts builds them on first use: generators/answers.ts) by operationId, for
 * the response chain: an answer that does not match its contract is a service exception, never data
 * a screen reads (issue 15 finding 7). The module is not part of the first paint: the chain starts
 * loading it with the first request, so it has usually arrived by the time the first answer has, and
 * only the schemas of the answers that come are built.
 */

/** What the chain needs of a schema. */
export interface AnswerSchema {
  safeParse(data: unknown): { success: boolean; error?: unknown };
}

let loading: Promise<ReadonlyMap<string, () => AnswerSchema>> | undefined;

/** operationId (in lower case: hey-api writes MD5Digest as Md5Digest) -> its answer schema, built on first use. */
export function answerSchemas(): Promise<ReadonlyMap<string, () => AnswerSchema>> {
  // zod-setup first: no schema may parse before zod is told not to generate code (CSP)
  loading ??= Promise.all([import('./zod-setup.ts'), import('./generated/answers.ts')]).then(
    ([, module]) => module.answers,
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load is asked again by the next call
      throw error;
    },
  );
  return loading;
}

/** The answer schema of an operation; undefined when the generated code has none. */
export async function answerSchema(operationId: string): Promise<AnswerSchema | undefined> {
  return (await answerSchemas()).get(operationId.toLowerCase())?.();
}
