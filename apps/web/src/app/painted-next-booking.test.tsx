// The painted home's next-booking card (decision 041): the renderer the API runs per request, and the app's
// first render drawing the same card from the booking the page carries, not its skeleton.
import { PAINTED_HOME } from '@limpa/contracts/painted-page';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextBookingQueryOptions, useNextBooking } from '@/features/customer-home/api/get-next-booking';
import type { Session } from '@/lib/auth';
import { DEFAULT_APP_LOCALE, setActiveLocale } from '@/lib/locale';
import { renderNextBookingCard } from '@/prerender/render-next-booking-card';
import { makeBooking } from '@/test/booking-fixture';
import { customerSession, mockFetch } from '@/test/fetch';
import { AppProviders } from './providers';
import { paintedQueryData } from './warm-first-render';

/** Every status the next booking's query had as the probe rendered, first to last. */
const firstStatuses: string[] = [];
function Probe() {
  const next = useNextBooking({ enabled: true });
  firstStatuses.push(next.status);
  return <p>{next.data?.id ?? 'none'}</p>;
}

afterEach(() => {
  document.getElementById(PAINTED_HOME.nextBookingDataId)?.remove();
  // The renderer sets the module's active locale, as the API runs it; the other tests expect the default.
  setActiveLocale(DEFAULT_APP_LOCALE);
});

const session = customerSession as Session;

function paintWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAINTED_HOME.nextBookingDataId;
  script.textContent = text;
  document.body.append(script);
}

describe('the next-booking card the API renders', () => {
  it('draws the booking in the customer’s language, whatever language was drawn before', () => {
    const booking = makeBooking({
      cleaner: { userId: 'c', fullName: 'Ana <Silva>', phone: null, avatarUrl: null },
    });
    const pt = renderNextBookingCard(booking, 'pt-PT');
    expect(pt).toContain('A sua próxima limpeza');
    expect(pt).toContain('quarta-feira, 2 de dezembro');
    const en = renderNextBookingCard(booking, 'en');
    expect(en).toContain('Your next cleaning');
    expect(en).toContain('Wednesday, December 2');
    expect(en).toContain('10:00');
    expect(en).toContain('Ana &lt;Silva&gt;');
    expect(en).toContain(`href="/customer/bookings?booking=${booking.id}"`);
    expect(renderNextBookingCard(booking, 'fr-CA')).toContain('mercredi 2 décembre');
  });

  it('draws the prompt to book one without a booking', () => {
    expect(renderNextBookingCard(null, 'en')).toContain('href="/customer/book"');
  });
});

describe('the app taking the painted card over', () => {
  it('reads the booking the page carries under the home’s own query key, for whom it was painted', () => {
    const booking = makeBooking();
    paintWith(JSON.stringify({ userId: session.user.id, booking }));
    expect(paintedQueryData(document, session.user.id)).toEqual([
      [nextBookingQueryOptions.queryKey, booking],
    ]);
    document.getElementById(PAINTED_HOME.nextBookingDataId)?.remove();
    paintWith(JSON.stringify({ userId: session.user.id, booking: null }));
    expect(paintedQueryData(document, session.user.id)).toEqual([[nextBookingQueryOptions.queryKey, null]]);
  });

  it('reads nothing for another session or none (signed out or in elsewhere meanwhile)', () => {
    paintWith(JSON.stringify({ userId: 'someone-else', booking: makeBooking() }));
    expect(paintedQueryData(document, session.user.id)).toEqual([]);
    expect(paintedQueryData(document, undefined)).toEqual([]);
  });

  it('reads nothing from a page that kept the skeleton, or from a broken one', () => {
    expect(paintedQueryData(document, session.user.id)).toEqual([]);
    paintWith('{"userId":');
    expect(paintedQueryData(document, session.user.id)).toEqual([]);
  });

  it('draws the card in its first render instead of the skeleton', () => {
    mockFetch();
    const booking = makeBooking();
    paintWith(JSON.stringify({ userId: session.user.id, booking }));
    firstStatuses.length = 0;
    render(
      <AppProviders session={session} queryData={paintedQueryData(document, session.user.id)}>
        <Probe />
      </AppProviders>,
    );
    expect(firstStatuses[0]).toBe('success');
    expect(screen.getByText(booking.id)).toBeInTheDocument();
  });
});
