import type { z } from 'zod';
import { formFieldErrors } from '../../domain/admin-fields.js';
import { badRequest } from '../../lib/http-errors.js';

/** Like lib/validate's parse, with field messages keyed by field name also in nested objects. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = formFieldErrors(result.error);
  const first = Object.values(fields)[0] ?? result.error.issues[0]?.message;
  throw badRequest(first ?? 'The request is not valid', fields);
}
