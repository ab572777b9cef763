import { stackEnv, stackPorts } from './lib/stack.ts';

// Reseeds a running local stack (npm start uses offset 0; npm test uses 10000).
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
for (const [key, value] of Object.entries(stackEnv(stackPorts(offset)))) process.env[key] ??= value;
const { seed } = await import('./lib/seed-data.ts');
const { admin, counts } = await seed();
console.log('Seeded:', counts);
console.log(`Seed admin: ${admin.email} / ${admin.password}`);
process.exit(0);
