// Lighthouse (12.8, Debian's Chromium) on the screens of lighthouse-screens.mjs: phones at the mobile preset
// (Moto G Power screen, simulated slow 4G) with the CPU slowdown calibrated to this host's benchmark index
// (lighthouse-calibration.mjs), the admins' list at the desktop preset. Scores 0–100 per category, of the
// median of LIGHTHOUSE_RUNS runs (3) by performance, with every run's score, the index and the multiplier
// beside it; skipped with a note when Lighthouse is not installed. 12.8 was chosen while the project still ran
// on Node 20 (Lighthouse 13 needs 22.19); Debian's Chromium and its switches are the journeys'
// (scripts/headless-chromium.mjs). With `details`, each row also lists the audits that cost points (`failing`),
// for `npm run lighthouse`.
import { existsSync } from 'node:fs';
import { chromiumFlags, chromiumPath } from '../../scripts/headless-chromium.mjs';
import { calibrationChain } from './lighthouse-calibration.mjs';
import { lighthouseScreens, pickScreens } from './lighthouse-screens.mjs';

/** Runs per page (LIGHTHOUSE_RUNS, default 3); the median is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * @param {string} base the app's origin
 * @param {{ customer: string, cleaner: string, admin: string, cleanerId: string }} people see lighthouseScreens
 */
export async function runLighthouse(base, people, { details = false } = {}) {
  let lighthouse;
  let chromeLauncher;
  let desktopConfig;
  try {
    lighthouse = (await import('lighthouse')).default;
    desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return [{ page: 'lighthouse', note: 'not installed (npm install -w @limpa/bench lighthouse@12.8)' }];
  }
  if (!existsSync(chromiumPath)) return [{ page: 'lighthouse', note: `no Chromium at ${chromiumPath}` }];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const once = async ({ path, cookie, preset }, cpuSlowdownMultiplier) => {
    const { lhr } = await lighthouse(
      `${base}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: cookie ? { cookie } : undefined,
        ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    return lhr;
  };
  // A run Lighthouse itself could not measure (NO_NAVSTART, NO_FCP…: a trace it failed to read) is tried once
  // more: it says nothing of the page. A second failure is reported as it is.
  const audit = async (screen, multiplier) => {
    const lhr = await once(screen, multiplier);
    return lhr.runtimeError ? once(screen, multiplier) : lhr;
  };
  const results = [];
  try {
    const screens = pickScreens(lighthouseScreens(people));
    // A probe, not scored: its benchmark index calibrates the first run (and it warms the server's caches).
    const chain = calibrationChain();
    chain.record(await audit(screens[0], 1));
    for (const screen of screens) {
      // The median of RUNS runs by performance score, as Lighthouse's own guidance on variability advises: one
      // run's blocking time swings with whatever else the machine did in those seconds.
      const runs = [];
      for (let n = 0; n < RUNS; n += 1) {
        // The desktop preset stands for a desktop computer, which this host is: it runs at its own 1×.
        const multiplier = screen.preset === 'mobile' ? chain.next().multiplier : 1;
        const lhr = await audit(screen, multiplier);
        chain.record(lhr);
        runs.push({ lhr, multiplier, score: lhr.categories.performance?.score ?? 0 });
      }
      runs.sort((a, b) => a.score - b.score);
      const { lhr, multiplier } = runs[Math.floor(runs.length / 2)];
      results.push({
        ...row(screen, lhr, details),
        preset: screen.preset,
        'CPU ×': multiplier,
        runs: runs.map((r) => Math.round(r.score * 100)).join(' '),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** One screen's scores; it must have ended at its own path (a signed-out home would end at /auth). */
function row({ page, path }, lhr, details) {
  const ended = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : path;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    'FCP ms': Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    // Lighthouse's measure of this machine's CPU at the time (a shared machine's load moves it).
    'CPU index': Math.round(lhr.environment?.benchmarkIndex ?? 0),
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    ...(ended !== path ? { error: `ended at ${ended}, not ${path}` } : {}),
    ...(details ? { failing: failingAudits(lhr), report: lhr } : {}),
  };
}

/** Audits scored below 1 in a category, with Lighthouse's own title (what to fix). */
function failingAudits(lhr) {
  return Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => ({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        value: audit.displayValue,
        // What to fix: the offending messages, URLs or elements (the first few).
        items: (audit.details?.items ?? [])
          .slice(0, 5)
          .map((item) => item.description ?? item.url ?? item.node?.snippet ?? null),
      })),
  );
}
