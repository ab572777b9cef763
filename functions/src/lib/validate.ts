import type { z } from 'zod';
import { fieldErrors } from '../domain/field-errors.js';
import { DOC_ID_PATTERN } from '../domain/admin-fields.js';
import { badRequest, notFound } from './http-errors.js';

/** Parses a request with its form's schema; bad input is 400 `{ error, fields }`. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? result.error.issues[0]?.message;
  throw badRequest(first ?? 'The request is not valid', fields);
}

/** A document id from the path: a malformed one cannot name a document, so it is not found. */
export function idParam(value: unknown, notFoundMessage: string): string {
  if (typeof value !== 'string' || !DOC_ID_PATTERN.test(value)) throw notFound(notFoundMessage);
  return value;
}
