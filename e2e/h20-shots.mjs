import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5211';
const width = Number(process.argv[2] ?? 390);
const pages = (process.argv[3] ?? '/admin/bookings,/admin/payouts,/admin/reviews').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width, height: 844 }, timezoneId: 'UTC' });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(base + '/auth');
await page.getByLabel('Email').fill('admin@limpa.test');
await page.getByLabel('Password', { exact: true }).fill('limpa-demo-2026');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.waitForURL(/admin\/dashboard/);
for (const p of pages) {
  await page.goto(base + p);
  await page.waitForTimeout(1500);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/limpa-h20/shots/${name}-${width}.png`, fullPage: true });
  console.log(p, await page.title(), await page.evaluate(() => document.querySelector('link[rel=canonical]')?.href));
}
await browser.close();
