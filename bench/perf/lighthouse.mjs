// Lighthouse (12.8, Debian's Chromium) at its default mobile settings (Moto G Power screen, simulated slow 4G,
// 4× CPU slowdown) on /auth and on the customer home (signed in with the bench customer's cookie). Scores
// 0–100 per category, of the median of LIGHTHOUSE_RUNS runs (3) by performance, with every run's score beside
// it; skipped with a note when it is not installed. 12.8 was chosen while the project still ran on Node 20
// (Lighthouse 13 needs 22.19); Debian's Chromium and its switches are the journeys' (scripts/headless-chromium.mjs).
// With `details`, each row also lists the audits that cost points (`failing`), for `npm run lighthouse`.
// With `calibrated`, each page is measured a second time with the CPU slowdown Lighthouse's own calibration
// would pick for this machine at that moment: the 4× default assumes a host whose benchmark index is about
// 1,000 or more, and a shared 2-core machine under load scores far less, so 4× on it emulates a phone several
// times slower than the Moto G Power (index ~264, DevTools' CalibrationController) Lighthouse means.
import { existsSync } from 'node:fs';
import { chromiumFlags, chromiumPath } from '../../scripts/headless-chromium.mjs';

/** Runs per page (LIGHTHOUSE_RUNS, default 3); the median is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** DevTools' benchmark index of the low-tier phone Lighthouse's mobile preset stands for. */
const LOW_TIER_PHONE_INDEX = 264;

/** The CPU slowdown that makes this host (its benchmark index now) as fast as that phone; at least 1. */
export function calibratedSlowdown(benchmarkIndex) {
  return Math.max(1, Math.round((benchmarkIndex / LOW_TIER_PHONE_INDEX) * 10) / 10);
}

export async function runLighthouse(base, customerCookie, { details = false, calibrated = false } = {}) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return [{ page: 'lighthouse', note: 'not installed (npm install -w @limpa/bench lighthouse@12.8)' }];
  }
  if (!existsSync(chromiumPath)) return [{ page: 'lighthouse', note: `no Chromium at ${chromiumPath}` }];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results = [];
  try {
    for (const [page, url, cookie] of [
      ['/auth', `${base}/auth`, null],
      ['/customer/dashboard', `${base}/customer/dashboard`, customerCookie],
    ]) {
      const once = async (cpuSlowdownMultiplier) => {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: cookie ? { cookie } : undefined,
          ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
        });
        return lhr;
      };
      // A run Lighthouse itself could not measure (NO_NAVSTART, NO_FCP…: a trace it failed to read) is tried
      // once more: it says nothing of the page. A second failure is reported as it is.
      const audit = async (cpuSlowdownMultiplier) => {
        const lhr = await once(cpuSlowdownMultiplier);
        return lhr.runtimeError ? once(cpuSlowdownMultiplier) : lhr;
      };
      // The median of RUNS runs by performance score, as Lighthouse's own guidance on variability advises: one
      // run's blocking time swings with whatever else the machine did in those seconds.
      const runs = [];
      for (let n = 0; n < RUNS; n += 1) runs.push(await audit());
      const byScore = runs
        .map((lhr) => ({ lhr, score: lhr.categories.performance?.score ?? 0 }))
        .sort((a, b) => a.score - b.score);
      const { lhr } = byScore[Math.floor(byScore.length / 2)];
      results.push({
        ...row(page, lhr, details),
        runs: byScore.map((r) => Math.round(r.score * 100)).join(' '),
      });
      if (calibrated) {
        const slowdown = calibratedSlowdown(lhr.environment?.benchmarkIndex ?? 0);
        results.push(row(`${page} (CPU ${slowdown}×)`, await audit(slowdown), details, page));
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** One page's scores; `path` is where the page must have ended (a signed-out home would end at /auth). */
function row(page, lhr, details, path = page) {
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
