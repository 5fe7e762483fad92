import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import {
  approvedCleaner,
  bookFirstFreeSlot,
  customerReadyToBook,
  MONTREAL_CLEANER,
} from '../fixtures/api-actors';
import { customerWithAddressAndCard, futureWorkday, pickDateAndTime } from '../fixtures/booking';
import { expectInLanguage, say } from '../fixtures/languages';
import { phone } from '../fixtures/phone';
import {
  bookingInvoices,
  confirmAndComplete,
  downloadFromReceipts,
  money,
  pdfSays,
  pdfTaxName,
  plain,
  priceRow,
  type TaxedBooking,
  webTaxName,
} from '../fixtures/receipts';

/**
 * Receipts and tax (issue 35, decisions 079 and 080) at 390 px. In Québec French a Montréal customer reads TPS
 * and TVQ added on top in the wizard's summary, books, tips once the cleaning is done, and downloads the visit's
 * invoice (CA-YYYY/NNNNNN) from Receipts, whose PDF names TPS and TVQ and the same total. In European Portuguese
 * a Lisboa customer gives a NIF on their profile, and the invoice PDF carries it with the IVA included at 23 %.
 * A booking cannot be completed before its start, so its start is moved into the past (startBookingInThePast);
 * nothing depends on today's date beyond "now".
 */

test('a Montréal customer sees TPS and TVQ, books, tips and downloads the invoice (fr-CA)', async ({
  browser,
  baseURL,
  request,
}) => {
  const locale = 'fr-CA';
  const s = (key: string, vars?: Record<string, string | number>) => say(locale, key, vars);
  const cleaner = await approvedCleaner(baseURL!, 'Céline Tremblay', locale, MONTREAL_CLEANER);
  const page = await phone(browser, baseURL!);
  await customerWithAddressAndCard(page, request, { name: 'Claire Gagnon', city: 'Montréal', locale });

  // The wizard with this cleaner chosen: her times only, her card already selected on step 5.
  await page.goto(`/customer/book?cleaner=${cleaner.userId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const next = page.getByRole('button', { name: s('bookingWizard.continue'), exact: true });
  const onStep = (n: number) =>
    expect(page.getByRole('heading', { level: 2, name: s(`bookingWizard.steps.${n}`) })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
  await next.click();
  await onStep(2);
  await next.click();
  await onStep(3);
  await pickDateAndTime(page, futureWorkday({ locale, timeZone: 'America/Toronto' }), {
    calendar: new RegExp(s('booking.slots.calendarLabel')),
    nextMonth: s('booking.slots.nextMonth'),
    times: s('booking.slots.timesLegend'),
  });
  await next.click();
  await onStep(4);
  await next.click();
  await onStep(5);
  await expect(
    page
      .getByRole('article', { name: cleaner.name })
      .getByRole('button', { name: s('bookingWizard.cleaners.selected') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await onStep(6);

  // The summary: the amount before tax, TPS and TVQ on top, then the total that includes them.
  const summary = page.getByRole('region', { name: s('bookingWizard.summary.heading') });
  await expect(priceRow(summary, s('booking.tax.subtotal'))).toBeVisible();
  const labels = await summary.locator('dl > div > dt').allTextContents();
  const values = await summary.locator('dl > div > dd').allTextContents();
  const shown = new Map(labels.map((label, i) => [plain(label), plain(values[i] ?? '')]));
  await expectInLanguage(page, locale);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: s('bookingWizard.bookNow'), exact: true }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const booking = (await answer.json()) as TaxedBooking;
  await expect(toast(page, s('bookingWizard.toast.successTitle'))).toBeVisible();

  // What the browser showed is what the server charges: GST 5 % and QST 9.975 %, added, and their total.
  expect(booking.currency).toBe('CAD');
  expect(booking.taxIncluded).toBe(false);
  expect(booking.taxes.map((t) => t.code).sort()).toEqual(['GST', 'QST']);
  const cad = (cents: number) => money(locale, cents, 'CAD');
  const taxSum = booking.taxes.reduce((sum, t) => sum + t.amountCents, 0);
  expect(shown.get(plain(s('booking.tax.subtotal')))).toBe(plain(cad(booking.totalAmountCents - taxSum)));
  for (const tax of booking.taxes) {
    expect(shown.get(plain(webTaxName(locale, tax, false))), `${tax.code} row`).toBe(
      plain(cad(tax.amountCents)),
    );
  }
  expect(shown.get(plain(s('bookingWizard.summary.total')))).toBe(plain(cad(booking.totalAmountCents)));
  // In French: "TPS 5 %" and "TVQ 9,975 %", with Intl's spaces.
  expect([...shown.keys()]).toEqual(expect.arrayContaining(['TPS 5 %', 'TVQ 9,975 %']));

  // The cleaner confirms (the card is charged, the invoice issued) and, once it has started, completes.
  await confirmAndComplete(cleaner.ctx, booking);
  const completed = (await (await page.request.get(`/api/v1/bookings/${booking.id}`)).json()) as TaxedBooking;
  const totalCents = completed.finalTotalCents ?? completed.totalAmountCents;
  expect(totalCents).toBe(booking.totalAmountCents);

  // The tip: 15 % of what was paid, from My bookings' detail (as tips.spec.ts).
  const tipCents = Math.floor((totalCents * 15 + 50) / 100);
  const tip = cad(tipCents);
  await page.goto(`/customer/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog');
  const tipping = detail.getByRole('region', { name: s('myBookings.tip.heading') });
  await tipping
    .getByRole('button', { name: new RegExp(`^${s('myBookings.tip.percent', { percent: 15 })}`) })
    .click();
  await tipping.getByRole('button', { name: s('myBookings.tip.give', { amount: tip }) }).click();
  const ask = page.getByRole('alertdialog', { name: s('myBookings.tip.confirmTitle', { amount: tip }) });
  await ask.getByRole('button', { name: s('myBookings.tip.confirm') }).click();
  await expect(detail.getByText(s('myBookings.tip.done', { amount: tip }))).toBeVisible();

  const invoices = await bookingInvoices(page.request, booking.id);
  // The visit's invoice, then the tip's (a tip carries no tax: its invoice is the tip alone).
  expect(invoices.map((i) => [i.kind, i.amountCents])).toEqual([
    ['invoice', booking.totalAmountCents],
    ['invoice', tipCents],
  ]);
  const visit = invoices[0]!;
  expect(visit.number).toMatch(/^CA-\d{4}\/\d{6}$/);
  expect(visit.amountCents).toBe(booking.totalAmountCents);
  // Both are in the booking's "Reçus", the tip's too without a reload.
  const receipts = detail.getByRole('region', { name: s('myBookings.detail.receipts') });
  for (const invoice of invoices) {
    await expect(
      receipts.getByRole('link', {
        name: s('invoice.downloadLabel', { kind: s('invoice.kind.invoice'), number: invoice.number }),
      }),
    ).toBeVisible();
  }
  await expectInLanguage(page, locale);

  const text = await downloadFromReceipts(page, locale, visit);
  for (const expected of [
    pdfSays(locale, 'invoice_title', { number: visit.number }),
    ...booking.taxes.flatMap((tax) => [pdfTaxName(locale, tax), plain(cad(tax.amountCents))]),
    plain(cad(booking.totalAmountCents - taxSum)),
    plain(cad(visit.amountCents)),
    pdfSays(locale, 'tax_added'),
  ]) {
    expect(text).toContain(plain(expected));
  }
  expect(text).toMatch(/TPS 5 %/);
  expect(text).toMatch(/TVQ 9,975 %/);
  await page.context().close();
});

test('a Lisboa customer with a NIF gets an invoice with the NIF and IVA 23 % included (pt-PT)', async ({
  browser,
  baseURL,
}) => {
  const locale = 'pt-PT';
  const s = (key: string, vars?: Record<string, string | number>) => say(locale, key, vars);
  // 123456789: its ninth digit is the mod-11 check of the first eight (packages/domain/src/nif.ts).
  const nif = '123456789';
  const cleaner = await approvedCleaner(baseURL!, 'Inês Fatura', locale);
  const customer = await customerReadyToBook(baseURL!, 'Rita Contribuinte', 'Lisboa', locale);

  // The NIF, given on the profile page as people write it, before anything is charged.
  const page = await phone(browser, baseURL!);
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/customer/profile');
  const field = page.getByLabel(s('customerProfile.fields.taxId'));
  await field.fill('123 456 789');
  await page.getByRole('button', { name: s('customerProfile.save') }).click();
  await expect(toast(page, s('customerProfile.updated'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(s('customerProfile.fields.taxId'))).toHaveValue(nif);
  await expectInLanguage(page, locale);

  // Booked and confirmed through the API (the card is charged on confirmation), then completed.
  const booking = (await bookFirstFreeSlot(customer, cleaner.userId)) as TaxedBooking;
  expect(booking.currency).toBe('EUR');
  expect(booking.taxIncluded).toBe(true);
  expect(booking.taxes.map((t) => [t.code, Number(t.rate)])).toEqual([['IVA', 0.23]]);
  await confirmAndComplete(cleaner.ctx, booking);

  const eur = (cents: number) => money(locale, cents, 'EUR');
  const [iva] = booking.taxes;
  // My bookings' detail: the IVA inside the total, and the booking's receipts.
  await page.goto(`/customer/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog');
  await expect(priceRow(detail, webTaxName(locale, iva!, true)).locator('dd')).toHaveText(
    eur(iva!.amountCents),
  );
  const invoices = await bookingInvoices(page.request, booking.id);
  const visit = invoices[0]!;
  expect(visit.kind).toBe('invoice');
  expect(visit.number).toMatch(/^PT-\d{4}\/\d{6}$/);
  expect(visit.amountCents).toBe(booking.totalAmountCents);
  await expect(
    detail.getByRole('region', { name: s('myBookings.detail.receipts') }).getByRole('link', {
      name: s('invoice.downloadLabel', { kind: s('invoice.kind.invoice'), number: visit.number }),
    }),
  ).toBeVisible();

  const text = await downloadFromReceipts(page, locale, visit);
  for (const expected of [
    pdfSays(locale, 'invoice_title', { number: visit.number }),
    pdfSays(locale, 'tax_id', { taxId: nif }),
    'IVA 23 %',
    plain(eur(iva!.amountCents)),
    plain(eur(booking.totalAmountCents - iva!.amountCents)),
    plain(eur(visit.amountCents)),
    pdfSays(locale, 'tax_included'),
  ]) {
    expect(text).toContain(plain(expected));
  }
  await page.context().close();
});
