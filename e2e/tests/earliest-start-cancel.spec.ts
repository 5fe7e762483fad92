import { expect, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { customerWithAddressAndCard } from '../fixtures/booking';
import { expectInLanguage, say } from '../fixtures/languages';

/**
 * Decision 047 on a 390 px phone in each language: a customer books the earliest start the wizard offers
 * (never sooner than the admin's earliest start) and cancels that request at once, successfully — a pending
 * request is always theirs to withdraw, however close its start.
 */
const JOURNEYS = [
  { locale: 'en', city: 'Lisboa' as const, timeZone: 'Europe/Lisbon', intl: 'en-CA' },
  { locale: 'pt-PT', city: 'Lisboa' as const, timeZone: 'Europe/Lisbon', intl: 'pt-PT' },
  { locale: 'fr-CA', city: 'Toronto' as const, timeZone: 'America/Toronto', intl: 'fr-CA' },
];

/** The ISO date `days` after today in `timeZone`, and its calendar button's name in `intl`. */
function dayAhead(days: number, timeZone: string, intl: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days, 12));
  return {
    iso: date.toISOString().slice(0, 10),
    label: new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: 'UTC' }).format(date),
  };
}

// One after another: the Lisbon journeys would otherwise hold each other's earliest slot while the other reads it.
test.describe.configure({ mode: 'serial' });

for (const j of JOURNEYS) {
  test(`in ${j.locale}: the earliest offered start is bookable and the request is cancelled at once`, async ({
    page,
    request,
  }) => {
    await customerWithAddressAndCard(page, request, { city: j.city, locale: j.locale });
    const [address] = (await (await page.request.get('/api/v1/me/addresses')).json()) as { id: string }[];
    const { earliestStartHours } = (await (await page.request.get('/api/v1/app-config')).json()) as {
      earliestStartHours: number;
    };

    // The first day with a free time, as the wizard will ask for it (a T2, one-off).
    let day = dayAhead(0, j.timeZone, j.intl);
    let earliest: string | undefined;
    for (let ahead = 0; ahead < 14 && !earliest; ahead++) {
      day = dayAhead(ahead, j.timeZone, j.intl);
      const res = await page.request.get(
        `/api/v1/slots?date=${day.iso}&addressId=${address!.id}&homeType=T2`,
      );
      expect(res.ok(), await res.text()).toBe(true);
      earliest = ((await res.json()) as { time: string }[])[0]?.time;
    }
    expect(earliest, 'a free time within two weeks').toBeTruthy();

    await page.goto('/customer/book');
    await expect(page.locator('html')).toHaveAttribute('lang', j.locale);
    const next = page.getByRole('button', { name: say(j.locale, 'bookingWizard.continue') });
    const heading = (step: number) =>
      page.getByRole('heading', { level: 2, name: say(j.locale, `bookingWizard.steps.${step}`) });
    await next.click();
    await expect(heading(2)).toBeVisible();
    await next.click();

    // 3. The chosen day's first offered time is the earliest: the wizard offers nothing sooner.
    await expect(heading(3)).toBeVisible();
    const grid = page.getByRole('grid', { name: new RegExp(say(j.locale, 'booking.slots.calendarLabel')) });
    for (let i = 0; i < 2 && !(await grid.getByRole('button', { name: day.label }).isVisible()); i++) {
      await page.getByRole('button', { name: say(j.locale, 'booking.slots.nextMonth') }).click();
    }
    await grid.getByRole('button', { name: day.label }).click();
    const times = page
      .getByRole('group', { name: say(j.locale, 'booking.slots.timesLegend') })
      .getByRole('radio');
    // Other journeys book in the same city meanwhile, and the earliest start moves on with the clock: the wizard's
    // first time must be the server's first, as asked just before the wizard loaded or just after it showed it.
    await expect(times.first()).toBeVisible();
    const offered = await times.first().getAttribute('value');
    const now = await page.request.get(`/api/v1/slots?date=${day.iso}&addressId=${address!.id}&homeType=T2`);
    const earliestNow = ((await now.json()) as { time: string }[])[0]?.time;
    expect([earliest, earliestNow], `the wizard's first time, ${offered}`).toContain(offered);
    earliest = offered!;
    await times.first().check();
    await expectInLanguage(page, j.locale);
    await next.click();

    await expect(heading(4)).toBeVisible();
    await next.click();
    await expect(heading(5)).toBeVisible();
    const cleaner = page.getByRole('article').first();
    await cleaner.getByRole('button', { name: say(j.locale, 'bookingWizard.cleaners.select') }).click();
    await next.click();
    await expect(heading(6)).toBeVisible();
    await page.getByRole('button', { name: say(j.locale, 'bookingWizard.bookNow'), exact: true }).click();
    await expect(toast(page, say(j.locale, 'bookingWizard.toast.successTitle'))).toBeVisible();

    const { items } = (await (await page.request.get('/api/v1/bookings?as=customer')).json()) as {
      items: {
        id: string;
        status: string;
        startsAt: string;
        bookingTime: string;
        canCustomerCancel: boolean;
      }[];
    };
    const booked = items.find((b) => b.status === 'pending')!;
    expect(booked).toMatchObject({ bookingTime: earliest, canCustomerCancel: true });
    // No sooner than the earliest start (ten minutes' grace for the time the journey took since the server judged it).
    expect(Date.parse(booked.startsAt)).toBeGreaterThanOrEqual(
      Date.now() + earliestStartHours * 3_600_000 - 600_000,
    );

    // At once: its detail offers Cancel, and cancelling succeeds.
    await page.goto(`/customer/bookings?booking=${booked.id}`);
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: say(j.locale, 'myBookings.cancel.action') }).click();
    const ask = page.getByRole('alertdialog', { name: say(j.locale, 'myBookings.cancel.confirmTitle') });
    await expectInLanguage(page, j.locale);
    await ask.getByRole('button', { name: say(j.locale, 'myBookings.cancel.confirm') }).click();
    await expect(toast(page, say(j.locale, 'myBookings.cancel.success'))).toBeVisible();
    await expect(
      detail.getByRole('button', { name: say(j.locale, 'myBookings.cancel.action') }),
    ).toBeHidden();
    const after = (await (await page.request.get(`/api/v1/bookings/${booked.id}`)).json()) as {
      status: string;
      paymentStatus: string;
    };
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    await expectInLanguage(page, j.locale);
  });
}
