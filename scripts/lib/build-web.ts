import { copyFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, run } from './run.ts';

const WEB = join(ROOT, 'web');

/** The built page the render function fills in (and serves as the client-rendered shell). */
export const SHELL_FILE = 'shell.html';

/**
 * Builds the web app twice from one source: the browser's files into `outDir` (what Hosting
 * serves) and the server render into `ssrDir` (inside the functions codebase, which is what
 * Firebase uploads), with a copy of the built page so the render links the same hashed files.
 * The page is `shell.html`, not `index.html`: Hosting would serve an index.html at `/` itself,
 * before any rewrite could send `/` to the render function.
 */
export async function buildWeb({
  outDir,
  ssrDir,
  env = {},
}: {
  outDir: string;
  ssrDir: string;
  env?: Record<string, string>;
}) {
  outDir = resolve(outDir);
  ssrDir = resolve(ssrDir);
  const vite = ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir'];
  await run('npx', [...vite, '--outDir', outDir], { cwd: WEB, env });
  renameSync(join(outDir, 'index.html'), join(outDir, SHELL_FILE));
  await run('npx', [...vite, '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir], {
    cwd: WEB,
    env,
  });
  copyFileSync(join(outDir, SHELL_FILE), join(ssrDir, SHELL_FILE));
}
