/**
 * Every answer as the contract describes it, or a service exception: a malformed body never reaches a
 * screen (issue 15 finding 7). Checked with the operation's generated zod schema, not transformed.
 */
import { answerSchema, prepareAnswerSchema } from '../answer-schemas.ts';
import { ApiError } from '../errors.ts';
import { SERVICE_EXCEPTION } from '@/protocol/wire-format.ts';

/** Starts loading the call's answer schemas beside it, so that they are there when its answer is. */
export function prepareAnswerCheck(operation: string): void {
  prepareAnswerSchema(operation);
}

export async function checkAnswer(operation: string, data: unknown): Promise<void> {
  const schema = await answerSchema(operation).catch((cause: unknown) => {
    throw new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, operation, { cause });
  });
  const checked = schema?.safeParse(data);
  if (!checked?.success) throw new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, operation, { cause: checked?.error ?? 'no answer schema' });
}
