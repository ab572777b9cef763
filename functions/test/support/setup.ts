import { applyStackEnv } from '../../../scripts/lib/stack-config.ts';

// Integration tests talk to the running local stack: `npm test` starts it, or
// run `STACK_PORT_OFFSET=N npm start` and `STACK_PORT_OFFSET=N npx vitest run --project integration`.
applyStackEnv(10000);
