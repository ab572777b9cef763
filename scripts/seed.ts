import { applyStackEnv } from './lib/stack-config.ts';

// Reseeds a running local stack (npm start uses offset 0; npm test uses 10000).
applyStackEnv(0);
const { seed } = await import('./lib/seed-data.ts');
const { admin, counts } = await seed();
console.log('Seeded:', counts);
console.log(`Seed admin: ${admin.email} / ${admin.password}`);
process.exit(0);
