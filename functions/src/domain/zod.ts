import { z } from 'zod';

/**
 * The one `z` every schema is built with. The site's Content-Security-Policy allows no
 * `eval`, and zod 4 otherwise probes `new Function` to compile faster parsers: the browser
 * reports that probe as a policy violation even though zod falls back. Without it, parsing
 * takes the interpreted path on both sides, so the browser and the functions validate
 * alike (request bodies are small: the difference is microseconds). The setting must be
 * made before any schema is built, which importing `z` from here guarantees.
 */
z.config({ jitless: true });

export { z };
