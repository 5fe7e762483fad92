// The answers the server painted a page with (decision 086): the app's first render draws the same page from
// them, not its skeletons, and only for the person it was painted for.
import { PAINTED_HOME } from '@limpa/contracts/painted-page';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextBookingQueryOptions, useNextBooking } from '@/features/customer-home/api/get-next-booking';
import type { Session } from '@/lib/auth';
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
  document.getElementById(PAINTED_HOME.dataId)?.remove();
});

const session = customerSession as Session;

function paintWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAINTED_HOME.dataId;
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
    expect(paintedQueryData(document, session.user.id)).toEqual([
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
    expect(paintedQueryData(document, session.user.id)).toEqual([]);
    expect(paintedQueryData(document, undefined)).toEqual([]);
  });

  it('reads nothing from a page without answers or a broken one, and no entry that is not a key and an answer', () => {
    expect(paintedQueryData(document, session.user.id)).toEqual([]);
    paintWith('{"userId":');
    expect(paintedQueryData(document, session.user.id)).toEqual([]);
    document.getElementById(PAINTED_HOME.dataId)?.remove();
    paintWith(
      JSON.stringify({
        userId: session.user.id,
        queryData: [['not-a-key', 1], [['ok'], 2], [['short']], 'x'],
      }),
    );
    expect(paintedQueryData(document, session.user.id)).toEqual([[['ok'], 2]]);
  });

  it('draws the card in its first render instead of the skeleton', () => {
    mockFetch();
    const booking = makeBooking();
    paintWith(
      JSON.stringify({ userId: session.user.id, queryData: [[nextBookingQueryOptions.queryKey, booking]] }),
    );
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
