import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { stackPorts } from '../scripts/lib/stack-config.ts';

// Real Chromium against the running local stack (`npm test` starts it; or run
// `STACK_PORT_OFFSET=N npm start` and then `STACK_PORT_OFFSET=N npx playwright test -c web/playwright.config.ts`).
const offset = Number(process.env.STACK_PORT_OFFSET ?? 10000);
const baseURL = process.env.SITE_URL ?? `http://127.0.0.1:${stackPorts(offset).hosting}`;
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  // generous: on 2 cores the Functions emulator starts a cold worker per concurrent request
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Three at a time on this 2-core machine: the tests wait on the stack as much as they compute
  // (the browser step 594 s with two, 576 s with three, with no test slower to flake).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  outputDir: '../test-results',
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Tests tagged @phone (or @phone-only) also run as a 390 px phone with a mobile user agent.
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
});
