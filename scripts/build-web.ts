// `npm run build -w web`: the deployable web app (web/dist) and its server render
// (functions/ssr), see scripts/lib/build-web.ts.
import { join } from 'node:path';
import { buildWeb } from './lib/build-web.ts';
import { ROOT } from './lib/run.ts';

await buildWeb({ outDir: join(ROOT, 'web', 'dist'), ssrDir: join(ROOT, 'functions', 'ssr') });
