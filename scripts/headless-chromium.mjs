// The one Chromium the journeys (e2e/playwright.config.ts) and the Lighthouse bench (bench/perf/lighthouse.mjs)
// drive: Debian's, never a downloaded one, with the same switches, so both measure the same browser.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, headless-safe switches: no sandbox in containers, no GPU, nothing that phones home mid-test. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
