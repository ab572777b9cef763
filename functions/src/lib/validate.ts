import type { z } from 'zod';
import { fieldErrors } from '../domain/field-errors.js';
import { badRequest } from './http-errors.js';

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'The request is not valid';
  throw badRequest(first, fields);
}
