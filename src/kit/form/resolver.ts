import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form's resolver over the kit's schema: the first issue of each field, in Chinese. */
export function kitResolver(schema: z.ZodType<Record<string, unknown>>, errorMap: z.core.$ZodErrorMap): Resolver {
  return (values) => {
    const result = schema.safeParse(values, { error: errorMap });
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
