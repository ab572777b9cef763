import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { robotsTxt } from '../functions/src/domain/robots';
import { BOOT_SCRIPT_ID, bootScript } from './src/boot-script';

const proxyTarget = process.env.VITE_API_PROXY;

/** React Router's production build (its package exports only the development one). */
function reactRouterProduction(): string {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  const file = join(dirname(pkg), 'dist', 'production', 'index.mjs');
  if (!existsSync(file)) throw new Error(`React Router's production build is missing: ${file}`);
  return file;
}

// The staff pages' code files (src/app/routes/admin), by the names their chunks take.
const STAFF_PAGES = readdirSync(
  fileURLToPath(new URL('./src/app/routes/admin', import.meta.url)),
).map((file) => file.replace(/\.tsx?$/, ''));

// The visitor pages a server renders as a placeholder only (`clientOnlyRoute` in
// src/app/public-routes.tsx: the booking steps and the secret links' pages), by their chunks' names.
const CLIENT_ONLY_PAGES = [
  ...readFileSync(new URL('./src/app/public-routes.tsx', import.meta.url), 'utf8').matchAll(
    /clientOnlyRoute\(\s*[\w.]+,\s*\(\) => import\('\.\/routes\/([\w-]+)'\)/g,
  ),
].map((match) => match[1]);
if (CLIENT_ONLY_PAGES.length === 0)
  throw new Error('src/app/public-routes.tsx: no clientOnlyRoute');

/** The lazy chunks that load their own imports (see pagesLoadingTheirOwn). */
const LOAD_THEIR_OWN = new Set([...STAFF_PAGES, ...CLIENT_ONLY_PAGES, 'staff-routes']);

/** The chunks every page has loaded before any lazy page is imported: the entry and its imports. */
const LOADED_FIRST = new Set(['index', 'shared', 'rolldown-runtime']);

const chunkName = (file: string) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1];

/**
 * What the entry preloads beside a lazy page it imports. A page the server renders gets the
 * files it imports listed, so it loads in one round trip when a visitor moves to it; the list
 * leaves out the page's own file (the import fetches it) and the files every page has loaded
 * already. Every other page (a staff page, the staff route table, a booking step, a secret
 * link's page) loads its own imports once its chunk has come, one round trip later: their lists
 * cost every visitor's first view about 2 KB gzip, and the booking flow downloads each next step
 * ahead anyway. The built page's own list (`hostType` html: the entry's imports) stays whole.
 */
function pagesLoadingTheirOwn(
  filename: string,
  deps: string[],
  { hostType }: { hostType: string },
) {
  if (hostType === 'html') return deps;
  if (LOAD_THEIR_OWN.has(chunkName(filename) ?? '')) return [];
  return deps.filter((dep) => dep !== filename && !LOADED_FIRST.has(chunkName(dep) ?? ''));
}

/**
 * What every visitor page runs, as one chunk (`shared`): one file compresses better than the
 * dozen of 0.2-0.6 KB the bundler would otherwise split it into, each with its own imports and
 * exports (about 4 KB gzip less in each first view). A group takes in what its modules import.
 */
const SHARED = [
  // React, React DOM and the router.
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  // The route tables and the site's frame (header, footer, cookie choice, error boundary): all
  // of the entry but its few lines of start, which stay the entry's own file.
  /[\\/]web[\\/]src[\\/]app[\\/]router\.tsx$/,
  // What nearly every page imports: its frame and title, the query cache and the API client, the
  // studio's details, the shared wording, the London clock and dates, a workshop's places.
  /[\\/]web[\\/]src[\\/]lib[\\/](analytics|use-query|query-cache|api-client|app-check|studio)\.tsx?$/,
  /[\\/]web[\\/]src[\\/]components[\\/](page|page-meta|query-view|load-error|empty-state|card)\.tsx$/,
  /[\\/]web[\\/]src[\\/]config[\\/](messages|paths)\.ts$/,
  /[\\/]web[\\/]src[\\/]features[\\/]catalog[\\/]workshop-format\.ts$/,
  /[\\/]functions[\\/]src[\\/]domain[\\/](clock|dates|wording|model|studio-details|time|paths|places)\.ts$/,
];

/**
 * What a workshop's page shares with the booking steps, as one chunk (`booking`): the booking in
 * progress, its analytics, a course's dates and the summary list.
 */
const BOOKING = [
  /[\\/]web[\\/]src[\\/]features[\\/]bookings[\\/](booking-state|booking-analytics)\.ts$/,
  /[\\/]web[\\/]src[\\/]components[\\/]summary-list\.tsx$/,
  /[\\/]functions[\\/]src[\\/]domain[\\/]course\.ts$/,
];

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

/**
 * React Router's published module sets each component's and context's `displayName` at its top
 * level (`Form.displayName = "Form"`): a bundler must keep such a statement, and with it every
 * component the site never renders (Form, ScrollRestoration, the framework mode's prefetching),
 * about 1.4 KB gzip of each first view. The build drops those names (React DevTools' labels
 * only) and marks the `createContext`/`forwardRef`/`memo` calls they were set on as pure, so
 * what the site does not use is left out (docs/decisions/0028).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'studio:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]/ },
      handler(code, id) {
        const out = new MagicString(code);
        for (const m of code.matchAll(/^[ \t]*[\w$]+\.displayName = "[^"]*";$/gm)) {
          out.remove(m.index, m.index + m[0].length);
        }
        for (const m of code.matchAll(/= React\d*\.(?:forwardRef|createContext|memo)\(/g)) {
          out.appendLeft(m.index + 2, '/* @__PURE__ */ ');
        }
        return { code: out.toString(), map: out.generateMap({ source: id, hires: true }) };
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouterTreeShaking(), react(), bootAfterFirstPaint(), robotsTxtFile()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
      // React Router publishes a production build beside the development one its package exports
      // (the same code without its development warnings, about 0.5 KB gzip less): a build uses it.
      ...(command === 'build' ? { 'react-router': reactRouterProduction() } : {}),
    },
  },
  // The server render is one self-contained bundle (React and the router inside), so the
  // functions codebase needs no web dependencies of its own.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, minify: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        // No module-preload polyfill (0.3 KB gzip in every first view): every browser the site
        // supports has had <link rel="modulepreload"> since 2023 (Safari 17); an older one loads
        // the same files as its imports ask for them.
        modulePreload: { polyfill: false, resolveDependencies: pagesLoadingTheirOwn },
        rolldownOptions: {
          output: {
            // Three chunks by hand (docs/decisions/0029); the bundler splits the rest by use.
            codeSplitting: {
              groups: [
                { name: 'shared', test: (id) => SHARED.some((re) => re.test(id)) },
                { name: 'booking', test: (id) => BOOKING.some((re) => re.test(id)) },
                // The monthly series' cards with Crochet a Bouquet's next flowers, which show them
                // on that workshop's page: 0.2 KB less there, 0.5 KB more on a series' page.
                {
                  name: 'monthly-cards',
                  test: /[\\/]features[\\/]monthly[\\/]components[\\/](bouquet-next|monthly-card)\.tsx$/,
                },
              ],
            },
          },
        },
      },
  server: proxyTarget ? { proxy: { '/api': proxyTarget, '/__': proxyTarget } } : undefined,
}));
