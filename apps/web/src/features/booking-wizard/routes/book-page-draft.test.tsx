import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { json, type RecordedRequest } from '@/test/fetch';
import { profileFixture, sessionFixture } from '@/test/profile-fixture';
import {
  ADDRESS_ID,
  ANA,
  address,
  api,
  CARD_ID,
  continueButton,
  JOAO,
  OVEN_ID,
  onWizardMonday,
  renderPage,
  SERVICE_ID,
  stepHeading,
  user,
  walkTo,
} from '../booking-wizard-test-kit';

onWizardMonday();

/** Walks to the review with T3 every 2 weeks, 10:00, the oven, Ana and a note; then the tab reloads. */
async function chooseAllThenReload(options: Parameters<typeof api>[0] = {}, beforeReload = () => {}) {
  api();
  const first = renderPage('/customer/book', { selectedServiceId: SERVICE_ID });
  await walkTo(6, { addOven: true, note: 'Ring twice' });
  const { pathname, search } = first.router.state.location;
  // A reload: the page and its memory are gone, the tab's session storage and the URL stay (no router state).
  first.unmount();
  beforeReload();
  const again = api(options);
  const view = renderPage(`${pathname}${search}`);
  return { ...again, ...view };
}

/** The step the wizard lands on once the API has answered (several queries on a busy machine). */
const landsOn = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });
const summary = () => screen.getByRole('region', { name: 'Booking summary' });
const staleNotice = () => screen.findByText('Some of your choices are no longer available');

describe('BookPage: the draft survives a reload', { timeout: 60_000 }, () => {
  it('keeps every choice and the typed note, and books them with the service it was opened from', async () => {
    const { requests } = await chooseAllThenReload();
    await stepHeading('Payment & Review');
    expect(within(summary()).getByText('T3 · 3 bedrooms')).toBeInTheDocument();
    expect(within(summary()).getByText('Yes, every 2 weeks')).toBeInTheDocument();
    expect(within(summary()).getByText('Monday, November 23, 2026 at 10:00')).toBeInTheDocument();
    expect(await within(summary()).findByText('Ana Silva')).toBeInTheDocument();
    expect(within(summary()).getByText('Oven Cleaning')).toBeInTheDocument();
    expect(screen.getByLabelText('Special instructions (optional)')).toHaveValue('Ring twice');

    await user().click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/v1/bookings')?.body).toMatchObject({
      homeType: 'T3',
      recurrence: { everyWeeks: 2 },
      addressId: ADDRESS_ID,
      bookingDate: '2026-11-23',
      bookingTime: '10:00',
      addOnIds: [OVEN_ID],
      cleanerId: ANA,
      paymentMethodId: CARD_ID,
      specialInstructions: 'Ring twice',
      serviceId: SERVICE_ID,
    });
  });

  it('forgets the draft once the booking is placed', async () => {
    const first = await chooseAllThenReload();
    await user().click(await screen.findByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    first.unmount();
    api();
    renderPage('/customer/book');
    expect(await screen.findByRole('radio', { name: /^T2/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recurring Cleaning' })).not.toBeChecked();
  });

  it('Start over forgets every choice, now and after a reload', async () => {
    api();
    const first = renderPage();
    const u = await walkTo(4, { addOven: true });
    await u.click(screen.getByRole('button', { name: 'Start over' }));
    await stepHeading('Property type');
    expect(screen.getByRole('radio', { name: /^T2/ })).toBeChecked();
    expect(first.router.state.location.search).toBe('');
    first.unmount();
    api();
    renderPage('/customer/book?step=4');
    // Nothing kept: the wizard stops at the first step that needs a choice.
    await stepHeading('Date & Time');
    await u.click(continueButton()).catch(() => undefined);
    expect(continueButton()).toBeDisabled();
  });

  it("never shows one person's draft to another signing in on the same tab", async () => {
    api();
    const first = renderPage();
    const u = await walkTo(2);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    await u.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    expect(await screen.findByRole('radio', { name: /^T3/ })).toBeChecked();
    first.unmount();
    const other = sessionFixture(profileFixture({ userId: 'u2', fullName: 'Rita Dias' }));
    api({
      extra: (request: RecordedRequest) => (request.url === '/api/v1/session' ? json(other) : undefined),
    });
    renderPage();
    expect(await screen.findByRole('radio', { name: /^T2/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recurring Cleaning' })).not.toBeChecked();
  });
});

describe('BookPage: a stale draft falls back to the step that needs a new choice', {
  timeout: 60_000,
}, () => {
  it('the cleaner is gone: back to choosing a cleaner, the rest kept', async () => {
    const joao = cleanerListItem({ userId: JOAO, fullName: 'João Costa', servicesOffered: [] });
    await chooseAllThenReload({
      slots: () => [{ time: '10:00', cleanerIds: [JOAO] }],
      extra: (request) =>
        request.url.startsWith('/api/v1/providers?')
          ? json({ items: [joao], nextCursor: null, total: 1 })
          : undefined,
    });
    await landsOn('Choose Your Cleaner');
    expect(await staleNotice()).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'João Costa' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ana Silva' })).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('the time is no longer free: back to the date and time, with no time chosen', async () => {
    await chooseAllThenReload({ slots: () => [{ time: '14:00', cleanerIds: [ANA] }] });
    await landsOn('Date & Time');
    expect(await staleNotice()).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '14:00' })).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
  });

  it('the day has gone by: back to the date and time, opened on today', async () => {
    // The next morning, the same tab is reloaded.
    const { requests } = await chooseAllThenReload({}, () =>
      vi.setSystemTime(new Date('2026-11-24T07:00:00Z')),
    );
    await landsOn('Date & Time');
    expect(await staleNotice()).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.url.startsWith('/api/v1/slots?date=2026-11-24'))).toBe(true),
    );
    expect(await screen.findByRole('radio', { name: '10:00' })).not.toBeChecked();
  });

  it('the address was deleted: back to the address, the remaining one chosen', async () => {
    const other = { ...address, id: '88888888-8888-4888-8888-888888888888', streetAddress: 'Rua do Ouro 7' };
    await chooseAllThenReload({ addresses: [other] });
    await landsOn('Location');
    expect(await staleNotice()).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Rua do Ouro 7/ })).toBeChecked());
    expect(screen.queryByText(/Rua Augusta 100/)).not.toBeInTheDocument();
  });
});
