import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/headless-chromium.mjs';
import { OPS_ADMIN } from './fixtures/accounts';

const chromium = chromiumPath;
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's Chromium with "apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH). Playwright does not download browsers here.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL points the tests at an app that is already running (no server is started then). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const dataDir = path.resolve(import.meta.dirname, '../.data/e2e');
/** The run's "Google": a local OpenID Connect server (e2e/oidc-server.ts) the app discovers at start. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const oidcIssuer = `http://127.0.0.1:${OIDC_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  // Bounds, not waits: a passing run never reaches them. They are set for CI's two cores, where the server, two
  // browsers and the suite share the machine and a cold page load (scripts, session, a language's strings) has
  // taken over 10 s; a journey that fails still fails, just later.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // page.request does not send Origin by itself; the browser's own requests carry the same value.
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    locale: 'en-GB',
    launchOptions: {
      executablePath: chromium,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /admin(-journey|-operations)?\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      // Platform-wide switches (maintenance mode, payout runs) run alone, after everything else.
      name: 'platform-admin',
      testMatch: /admin(-journey|-operations)?\.spec\.ts/,
      // One at a time: maintenance mode and payout runs affect every other admin journey too.
      workers: 1,
      fullyParallel: false,
      dependencies: ['phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: 'npx tsx oidc-server.ts',
          url: `${oidcIssuer}/.well-known/openid-configuration`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { OIDC_PORT: String(OIDC_PORT) },
        },
        {
          // The built app exactly as `npm start` serves it, on a fresh embedded database.
          command: `rm -rf "${dataDir}" && node ../apps/api/dist/server.js`,
          url: `${baseURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            SEED_DEMO: 'true',
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            RATE_LIMIT_AUTH_PER_IP: '10000',
            // Every journey's card comes from 127.0.0.1.
            RATE_LIMIT_CARDS_PER_IP: '10000',
            ADMIN_EMAIL: OPS_ADMIN.email,
            ADMIN_PASSWORD: OPS_ADMIN.password,
            ADMIN_NAME: OPS_ADMIN.name,
            GOOGLE_CLIENT_ID: 'limpa-e2e',
            GOOGLE_CLIENT_SECRET: 'limpa-e2e-secret',
            GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
          },
        },
      ],
});
