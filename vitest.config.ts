import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domain = fileURLToPath(new URL('./functions/src/domain', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@domain': domain } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'functions/src/**/*.test.{ts,tsx}',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Secret links are signed with LINK_SECRET (functions/src/lib/link-tokens.ts).
          env: { TZ: 'UTC', LINK_SECRET: 'unit-test-link-secret' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['functions/test/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          setupFiles: ['functions/test/support/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
