import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (field === undefined) continue;
    const key = String(field);
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
