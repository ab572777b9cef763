import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { robotsTxt } from '../functions/src/domain/robots';
import { BOOT_SCRIPT_ID, bootScript } from './src/boot-script';

const proxyTarget = process.env.VITE_API_PROXY;

// The staff pages' code files (src/app/routes/admin), by the names their chunks take.
const STAFF_PAGES = new Set(
  readdirSync(fileURLToPath(new URL('./src/app/routes/admin', import.meta.url))).map((file) =>
    file.replace(/\.tsx?$/, ''),
  ),
);

/**
 * What the entry preloads beside a lazy page it imports: everything a visitor page needs (so
 * it loads in one round trip), nothing for a staff page, which loads its own imports. A list of
 * each staff page's files in the entry cost every visitor's first view about 1 KB gzip.
 */
function staffPagesLoadTheirOwn(filename: string, deps: string[]) {
  const chunk = /([^/]+)-[\w-]{8}\.js$/.exec(filename)?.[1];
  return chunk && STAFF_PAGES.has(chunk) ? [] : deps;
}

/**
 * The built page starts the app from its one inline script (src/boot-script.ts) instead of a
 * <script type="module"> and module preloads, which the browser would fetch alongside the first
 * paint: the entry and its imports move into the boot script's data attributes.
 */
function bootAfterFirstPaint(): Plugin {
  const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  return {
    name: 'studio:boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('index.html: no entry module script to start from the boot');
        const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
        const boot = `\n    <script id="${BOOT_SCRIPT_ID}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${bootScript}</script>`;
        return html.replace(PRELOAD, '').replace(ENTRY, () => boot);
      },
    },
  };
}

/**
 * The site's address for robots.txt: `SITE_URL` from the environment (the local stack sets it),
 * else the deploy's own, from `functions/.env.<project>` (the project a deploy's predeploy step
 * names in GCLOUD_PROJECT, else .firebaserc's default): the same value the functions write
 * links with (README, "Deploying to a real Firebase project").
 */
function siteUrl(): string {
  if (process.env.SITE_URL) return process.env.SITE_URL;
  const root = new URL('../', import.meta.url);
  let project = process.env.GCLOUD_PROJECT;
  const rc = new URL('.firebaserc', root);
  if (!project && existsSync(rc)) {
    project = (JSON.parse(readFileSync(rc, 'utf8')) as { projects?: { default?: string } }).projects
      ?.default;
  }
  const envFile = new URL(`functions/.env.${project}`, root);
  const line = existsSync(envFile)
    ? /^SITE_URL=(.+)$/m.exec(readFileSync(envFile, 'utf8'))?.[1]?.trim()
    : undefined;
  return line?.replace(/^["']|["']$/g, '') ?? 'http://127.0.0.1:5000';
}

/**
 * robots.txt as a static file of the build (docs/decisions/0021-robots-txt-static-file.md):
 * Hosting serves it before any rewrite, with no redirect (the Hosting emulator's redirect
 * handling dies on a malformed URL) and no function (the Functions Framework answers any
 * /robots.txt itself).
 */
function robotsTxtFile(): Plugin {
  let ssr = false;
  return {
    name: 'studio:robots-txt',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl()) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), bootAfterFirstPaint(), robotsTxtFile()],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
  },
  // The server render is one self-contained bundle (React and the router inside), so the
  // functions codebase needs no web dependencies of its own.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, minify: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        modulePreload: { resolveDependencies: staffPagesLoadTheirOwn },
        rolldownOptions: {
          output: {
            // React, React DOM and the router in one chunk: every page needs all of them, and
            // one file compresses better than the three or four the bundler would otherwise
            // split them into (about 0.9 KB gzip less in the first view). The domain's clock and
            // dates (London time) join them for the same reason: every page reads dates with
            // them, and as chunks of their own they cost each first view about 0.1 KB gzip of
            // wrapping and imports.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]functions[\\/]src[\\/]domain[\\/](clock|dates)\.ts$/,
                },
              ],
            },
          },
        },
      },
  server: proxyTarget ? { proxy: { '/api': proxyTarget, '/__': proxyTarget } } : undefined,
}));
