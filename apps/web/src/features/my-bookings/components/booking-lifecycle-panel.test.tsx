import { MAX_RESCHEDULES } from '@limpa/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookingLifecyclePanel } from './booking-lifecycle-panel';

configure({ asyncUtilTimeout: 5000 });

// Booked relative to now: the dialog's calendar starts at the booking's date, which must not be in the past.
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

afterEach(() => i18n.changeLanguage('en'));

describe('BookingLifecyclePanel: the reschedule limit', () => {
  it('does not offer Reschedule once the booking has none left, and says why', () => {
    mockFetch();
    renderWithProviders(
      <BookingLifecyclePanel
        booking={makeBooking({ bookingDate: inAWeek, reschedulesLeft: 0, canCustomerReschedule: false })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(
      screen.getByText(`This booking was rescheduled ${MAX_RESCHEDULES} times, the most allowed.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('in Portuguese: says how many are left, and shows the API’s refusal as it came', async () => {
    await i18n.changeLanguage('pt-PT');
    const refusal = 'Esta marcação já foi remarcada 3 vezes; não pode ser remarcada de novo.';
    const { requests } = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/v1/slots')) return json([{ time: '14:00', cleanerIds: [] }]);
      if (method === 'POST' && url.endsWith('/reschedule')) {
        return problem(409, 'Não foi possível remarcar', refusal, 'reschedule_limit');
      }
      return undefined;
    });
    renderWithProviders(
      <BookingLifecyclePanel
        booking={makeBooking({
          bookingDate: inAWeek,
          addressId: '7d1c2b3a-4e5f-4a55-9c1f-0b6f0a3c4f3e',
          reschedulesLeft: 1,
        })}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remarcar' }));
    expect(await screen.findByText('Pode remarcar esta limpeza mais 1 vez.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: '14:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mudar a marcação' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/reschedule'))).toBe(true);
  }, 20_000);
});
