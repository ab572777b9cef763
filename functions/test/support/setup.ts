import { stackEnv, stackPorts } from '../../../scripts/lib/stack.ts';

// Integration tests talk to the running local stack: `npm test` starts it, or
// run `STACK_PORT_OFFSET=N npm start` and `STACK_PORT_OFFSET=N npx vitest run --project integration`.
const offset = Number(process.env.STACK_PORT_OFFSET ?? 10000);
for (const [key, value] of Object.entries(stackEnv(stackPorts(offset)))) process.env[key] ??= value;
