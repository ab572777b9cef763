// `npm run build -w functions`: the functions as Cloud Functions (and the local stack's Functions
// emulator) load them, bundled by esbuild into lib/ (README, "Cold starts").
//
// lib/index.js is the entry every instance loads; it is small because each function's handler
// imports its code on the first request (src/index.ts), and the code a request may never need
// (email rendering, the calendar file, HTML sanitising, the sitemap, Stripe, SendGrid) is imported
// where it is used. esbuild turns each of those imports into a chunk of its own under
// lib/chunks/, with the code they share in shared chunks, so nothing is loaded twice.
//
// The Admin SDK and firebase-functions stay external: they read files of their own at run time
// (the Firestore client's protos) and the Functions Framework expects its own copy.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('./lib/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  absWorkingDir: new URL('./', import.meta.url).pathname,
  entryPoints: ['src/index.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  treeShaking: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  // The bundled CommonJS packages call require() for Node's own modules: ES modules have none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

if (process.argv.includes('--sizes')) {
  const outputs = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, { bytes }]) => [file.replace(/^.*\/lib\//, 'lib/'), bytes])
    .sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of outputs) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
}
