import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5209';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
await page.goto(base + '/auth');
await page.getByLabel('Email').fill('emily@limpa.test');
await page.getByLabel('Password', { exact: true }).fill('limpa-demo-2026');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.waitForURL('**/provider/dashboard');
const shots = (process.argv[2] ?? 'schedule,jobs,past,wallet,receipt').split(',');
for (const name of shots) {
  if (name === 'schedule') await page.goto(base + '/provider/schedule');
  if (name === 'jobs') await page.goto(base + '/provider/jobs');
  if (name === 'past') await page.goto(base + '/provider/jobs?tab=past');
  if (name === 'wallet') await page.goto(base + '/provider/wallet');
  if (name === 'receipt') {
    await page.goto(base + '/provider/jobs?tab=past');
    await page.getByRole('link', { name: /View Receipt/ }).first().click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
  }
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/limpa-h18/shots/${name}.png`, fullPage: true });
  if (name === 'receipt') {
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `/tmp/limpa-h18/shots/receipt-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }
}
await browser.close();
