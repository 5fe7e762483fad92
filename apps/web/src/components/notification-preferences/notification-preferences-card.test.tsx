import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession, json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { NotificationPreferencesCard } from './notification-preferences-card';

const URL = '/api/v1/me/notification-preferences';
const prefs = {
  email: { booking_confirmed: true, booking_reminder: true },
  push: { booking_confirmed: true, booking_reminder: true },
};

function setup(
  put: () => Response = () => json({ ...prefs, push: { ...prefs.push, booking_reminder: false } }),
  {
    session = customerSession,
    answer = prefs,
  }: { session?: object; answer?: { email: Record<string, boolean>; push: Record<string, boolean> } } = {},
) {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(session);
    if (request.url === URL && request.method === 'GET') return json(answer);
    if (request.url === URL && request.method === 'PUT') return put();
    return undefined;
  });
  return {
    ...mock,
    ...renderWithProviders(<NotificationPreferencesCard />, { path: '/customer/profile', withAuth: true }),
  };
}

describe('Notification preferences', () => {
  it('shows a switch per type and channel; transactional e-mails are on and locked', async () => {
    setup();
    const locked = await screen.findByRole('switch', { name: 'E-mail: Booking confirmed' });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'E-mail: Booking reminders' })).toBeEnabled();
    // jsdom has no Push API: the device toggle says so instead of failing.
    expect(screen.getByRole('switch', { name: 'Push notifications on this device' })).toBeDisabled();
    expect(screen.getByText('This browser cannot show push notifications.')).toBeInTheDocument();
  });

  it("lists only the signed-in role's events, even when an answer names another role's", async () => {
    const mixed = {
      email: { booking_confirmed: true, booking_reminder: true, payout_sent: true, booking_requested: true },
      push: { booking_confirmed: true, booking_reminder: true, payout_sent: true, booking_requested: true },
    };
    setup(undefined, { answer: mixed });
    await screen.findByRole('switch', { name: 'E-mail: Booking confirmed' });
    expect(screen.getByRole('switch', { name: 'Push: Booking reminders' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Payout sent/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /New booking request/ })).not.toBeInTheDocument();
  });

  it("lists a cleaner's events to a cleaner, not a customer's", async () => {
    const mixed = {
      email: { booking_confirmed: true, payout_sent: true },
      push: { booking_confirmed: true, payout_sent: true },
    };
    setup(undefined, { session: sessionAs('cleaner'), answer: mixed });
    expect(await screen.findByRole('switch', { name: 'Push: Payout sent' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Booking confirmed/ })).not.toBeInTheDocument();
  });

  it('sends the one switch turned and shows the answer', async () => {
    const { requests } = setup();
    const reminder = await screen.findByRole('switch', { name: 'Push: Booking reminders' });
    await userEvent.click(reminder);
    await waitFor(() => expect(reminder).not.toBeChecked());
    const put = requests.filter((r) => r.url === URL && r.method === 'PUT');
    expect(put.map((r) => r.body)).toEqual([{ push: { booking_reminder: false } }]);
  });

  it('says so when the change is refused', async () => {
    setup(() =>
      problem(400, 'Preferences Not Saved', 'E-mails about your bookings and payments cannot be turned off.'),
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'E-mail: Booking reminders' }));
    expect(await screen.findByText('Preferences not saved')).toBeInTheDocument();
  });
});
