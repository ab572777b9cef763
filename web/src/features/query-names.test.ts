import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('.', import.meta.url));
const QUERY = /export (?:const|function) (\w+Query)\b/g;

/** Every query exported from a feature's api/ folders (the visitor's and the staff's). */
function exportedQueries(): { name: string; file: string }[] {
  return readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])api[\\/][^\\/]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(FEATURES, file), 'utf8').matchAll(QUERY)].map(([, name = '']) => ({
        name,
        file,
      })),
    );
}

describe('query names', () => {
  it('finds the queries of the features', () => {
    const names = exportedQueries().map((q) => q.name);
    expect(names).toContain('menuWorkshopsQuery');
    expect(names).toContain('workshopTypesForAdminQuery');
  });

  it('are unique across the app, so each says which endpoint it reads', () => {
    const files = new Map<string, string[]>();
    for (const { name, file } of exportedQueries()) {
      files.set(name, [...(files.get(name) ?? []), file]);
    }
    const twice = [...files].filter(([, where]) => where.length > 1);
    expect(Object.fromEntries(twice)).toEqual({});
  });
});
