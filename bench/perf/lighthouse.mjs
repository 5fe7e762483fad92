// Lighthouse (12.8, Debian's Chromium) at its mobile settings on /auth and on the customer home (signed in
// with the bench customer's cookie). Scores 0–100 per category; skipped with a note when it is not installed.
import { existsSync } from 'node:fs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function runLighthouse(base, customerCookie) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return [{ page: 'lighthouse', note: 'not installed (npm install -w @limpa/bench lighthouse@12.8)' }];
  }
  if (!existsSync(CHROME)) return [{ page: 'lighthouse', note: `no Chromium at ${CHROME}` }];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    for (const [page, url, cookie] of [
      ['/auth', `${base}/auth`, null],
      ['/customer/dashboard', `${base}/customer/dashboard`, customerCookie],
    ]) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: cookie ? { cookie } : undefined,
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        'FCP ms': Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
