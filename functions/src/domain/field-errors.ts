import type { z } from 'zod';

/**
 * The first message of each field, keyed by the field's own name, also inside a nested
 * object (`booking.email` -> `email`) or a record (`links.1` -> `1`): that is how every form
 * shows them, beside the field. Problems with the whole value have no field and are left out.
 * (z.flattenError keys by the top-level field only, which would put a nested field's message
 * on its parent.)
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [...issue.path].reverse().find((p) => typeof p === 'string');
    if (key === undefined) continue;
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
