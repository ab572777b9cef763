import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's import structure, beyond what a file-level rule sees: import-x/no-cycle finds
// files that import each other, not features that do (a -> b in one file, b -> a in another).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FEATURES = join(ROOT, 'functions/src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The feature a path lies in, if any. */
const featureOf = (path: string) => {
  const inside = relative(FEATURES, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
};

/** Feature -> the features its files import (type imports too: they tie the features as well). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(resolve(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle of features, each once, as the path round it (a -> b -> a). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = path.slice(at);
      const key = [...loop].sort().join(' ');
      if (!seen.has(key)) found.push([...loop, node]);
      seen.add(key);
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('the server features', () => {
  it('depend on one another without a cycle', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((loop) => loop.join(' -> '))).toEqual([]);
  });

  it('are found in a cycle by this test when there is one', () => {
    const graph = new Map([
      ['bookings', new Set(['waitlist', 'schedule'])],
      ['waitlist', new Set(['schedule', 'bookings'])],
      ['schedule', new Set<string>()],
    ]);
    expect(cycles(graph).map((loop) => loop.join(' -> '))).toEqual([
      'bookings -> waitlist -> bookings',
    ]);
  });

  it('use one another only through index.ts', () => {
    const crossings = sourceFiles(FEATURES).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
        const specifier = match[1] ?? match[2] ?? '';
        const target = resolve(dirname(file), specifier);
        const to = specifier.startsWith('.') ? featureOf(target) : undefined;
        if (!to || to === featureOf(file)) return [];
        return relative(join(FEATURES, to), target) === 'index.js'
          ? []
          : [`${relative(ROOT, file)} -> ${specifier}`];
      }),
    );
    expect(crossings).toEqual([]);
  });
});

// The lint rules that hold the fences, checked on probe files that break them. Type information
// plays no part in these rules, so the probes are linted without a TypeScript program (fast, and
// the probe files need not exist).
describe('lint', () => {
  const FENCE_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      files: ['functions/**/*.ts'],
      languageOptions: { parserOptions: { project: null, projectService: false } },
    },
    ruleFilter: ({ ruleId }) => FENCE_RULES.has(ruleId),
  });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  };

  it('rejects db(), collection references and refs in a service', async () => {
    const probe = [
      "import { collections, db, refs } from '../../lib/firestore.js';",
      "export const a = () => db().collection('bookings').doc('x').set({});",
      "export const b = () => refs.booking('x').update({ payed: true });",
      'export const c = () => collections.bookings().get();',
    ].join('\n');
    expect(await problems('functions/src/features/bookings/probe.service.ts', probe)).toEqual([
      'no-restricted-imports',
    ]);
    const admin =
      "import { getFirestore } from 'firebase-admin/firestore';\nexport { getFirestore };";
    expect(await problems('functions/src/lib/probe.ts', admin)).toEqual(['no-restricted-imports']);
  }, 60_000);

  it('lets a repository use them', async () => {
    const probe = "import { db } from '../../lib/firestore.js';\nexport const a = () => db();";
    expect(await problems('functions/src/features/bookings/probe.repository.ts', probe)).toEqual(
      [],
    );
  }, 60_000);

  it("rejects another feature's internals, and http/ in a feature", async () => {
    const internals = "export { createBooking } from '../bookings/bookings.service.js';";
    expect(await problems('functions/src/features/waitlist/probe.ts', internals)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const entry = "export { bookingRoutes } from '../bookings/index.js';";
    expect(await problems('functions/src/features/waitlist/probe.ts', entry)).toEqual([]);
    const http = "export { adminRoutes } from '../../http/admin-routes.js';";
    expect(await problems('functions/src/features/waitlist/probe.ts', http)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 60_000);
});
