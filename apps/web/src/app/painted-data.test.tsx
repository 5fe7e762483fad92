// The answers the server painted a page with (decision 086): the app's first render draws the same page from
// them, not its skeletons, and only for the person it was painted for.
import { PAINTED_PAGE } from '@limpa/contracts/painted-page';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextBookingQueryOptions, useNextBooking } from '@/features/customer-home/api/get-next-booking';
import { ApiError } from '@/lib/api-client';
import type { Session } from '@/lib/auth';
import { makeBooking } from '@/test/booking-fixture';
import { customerSession, mockFetch } from '@/test/fetch';
import { AppProviders } from './providers';
import { paintedAnswers } from './warm-first-render';

/** Every status the next booking's query had as the probe rendered, first to last. */
const firstStatuses: string[] = [];
function Probe() {
  const next = useNextBooking({ enabled: true });
  firstStatuses.push(next.status);
  return <p>{next.data?.id ?? 'none'}</p>;
}

afterEach(() => {
  document.getElementById(PAINTED_PAGE.dataId)?.remove();
});

const session = customerSession as Session;

const GONE_KEY = ['cleaners', 'detail', 'gone'];
/** Every status a cleaner's query the page showed as not found had, first to last. */
const goneStatuses: string[] = [];
function Gone() {
  const query = useQuery({ queryKey: GONE_KEY, queryFn: () => new Promise<never>(() => {}) });
  goneStatuses.push(`${query.status}:${query.error instanceof ApiError ? query.error.status : ''}`);
  return null;
}

/** The app's first render over the painted page: its cache seeded with what the page carries, for its person. */
function renderOverPaintedPage(ui: ReactNode) {
  render(
    <AppProviders session={session} painted={paintedAnswers(document, session.user.id)}>
      {ui}
    </AppProviders>,
  );
}

function paintWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAINTED_PAGE.dataId;
  script.textContent = text;
  document.body.append(script);
}

describe('the answers the painted page was drawn with', () => {
  it('reads every answer the page carries under its query key, for whom it was painted', () => {
    const booking = makeBooking();
    const pricing = [['catalogue', 'pricing'], [{ bedrooms: 0 }]];
    paintWith(
      JSON.stringify({
        userId: session.user.id,
        queryData: [[nextBookingQueryOptions.queryKey, booking], pricing],
      }),
    );
    expect(paintedAnswers(document, session.user.id).data).toEqual([
      [nextBookingQueryOptions.queryKey, booking],
      pricing,
    ]);
  });

  it('reads nothing for another session or none (signed out or in elsewhere meanwhile)', () => {
    paintWith(
      JSON.stringify({
        userId: 'someone-else',
        queryData: [[nextBookingQueryOptions.queryKey, makeBooking()]],
      }),
    );
    expect(paintedAnswers(document, session.user.id)).toEqual({ data: [], errors: [] });
    expect(paintedAnswers(document, undefined)).toEqual({ data: [], errors: [] });
  });

  it('reads nothing from a page without answers or a broken one, and no entry that is not a key and an answer', () => {
    expect(paintedAnswers(document, session.user.id)).toEqual({ data: [], errors: [] });
    paintWith('{"userId":');
    expect(paintedAnswers(document, session.user.id)).toEqual({ data: [], errors: [] });
    document.getElementById(PAINTED_PAGE.dataId)?.remove();
    paintWith(
      JSON.stringify({
        userId: session.user.id,
        queryData: [['not-a-key', 1], [['ok'], 2], [['short']], 'x'],
      }),
    );
    expect(paintedAnswers(document, session.user.id).data).toEqual([[['ok'], 2]]);
  });

  it('draws the card in its first render instead of the skeleton', () => {
    mockFetch();
    const booking = makeBooking();
    paintWith(
      JSON.stringify({ userId: session.user.id, queryData: [[nextBookingQueryOptions.queryKey, booking]] }),
    );
    firstStatuses.length = 0;
    renderOverPaintedPage(<Probe />);
    expect(firstStatuses[0]).toBe('success');
    expect(screen.getByText(booking.id)).toBeInTheDocument();
  });

  it('holds a client error the page showed as the app’s own: “not found” stays up, not a skeleton', () => {
    mockFetch();
    const problem = {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No such cleaner.',
      code: 'not_found',
    };
    paintWith(JSON.stringify({ userId: session.user.id, queryData: [], queryErrors: [[GONE_KEY, problem]] }));
    goneStatuses.length = 0;
    renderOverPaintedPage(<Gone />);
    expect(goneStatuses[0]).toBe('error:404');
    expect(goneStatuses.every((status) => status === 'error:404')).toBe(true);
  });
});
