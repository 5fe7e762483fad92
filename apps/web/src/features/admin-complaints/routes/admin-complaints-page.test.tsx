import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { complaintPhoto, makeComplaint } from '@/test/complaint-fixture';
import { json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { profileFixture, sessionFixture } from '@/test/profile-fixture';
import { renderWithProviders } from '@/test/render';
import { AdminComplaintsPage } from './admin-complaints-page';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => i18n.changeLanguage('en'));

const BOOKING = '11111111-1111-4111-8111-111111111111';
const PROFILE = '44444444-4444-4444-8444-444444444444';
const ADDRESS = '55555555-5555-4555-8555-555555555555';
const DECIDE = `/api/v1/admin/bookings/${BOOKING}/complaint`;

const queued = (over: Record<string, unknown> = {}) => ({
  ...makeComplaint(BOOKING, {
    answer: 'The oven was not in the booking.',
    answeredAt: '2026-05-02T09:00:00.000Z',
    createdAt: '2026-05-01T09:00:00.000Z',
    photos: [complaintPhoto(BOOKING)],
  }),
  customerName: 'Rita Sousa',
  customerProfileId: PROFILE,
  cleanerId: 'cleaner-ana',
  cleanerName: 'Ana Lima',
  bookingDate: '2026-04-30',
  bookingTime: '09:00',
  homeType: 'T2',
  addressId: ADDRESS,
  currency: 'EUR',
  refundableCents: 8000,
  ...over,
});

/** The page with one open complaint; `decide` answers the decision, after which the queue is empty. */
function renderQueue(
  decide: (r: RecordedRequest) => Response,
  url = `/admin/complaints?complaint=${BOOKING}`,
  session: object = sessionAs('admin'),
) {
  let decided = false;
  const stub = mockFetch((request) => {
    const path = request.url.split('?')[0];
    if (request.url === '/api/v1/session') return json(session);
    if (request.method === 'POST' && path === DECIDE) {
      const reply = decide(request);
      decided = reply.ok;
      return reply;
    }
    if (path === '/api/v1/admin/complaints') return json({ items: decided ? [] : [queued()] });
    if (path === `/api/v1/admin/users/${PROFILE}/slots`)
      return json([
        { time: '10:00', cleaners: [{ userId: 'cleaner-ana', fullName: 'Ana Lima' }] },
        { time: '14:00', cleaners: [{ userId: 'cleaner-joao', fullName: 'João Reis' }] },
      ]);
    return undefined;
  });
  renderWithProviders(<AdminComplaintsPage />, { path: '/admin/complaints', url, withAuth: true });
  return stub;
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.body);
const ok = () =>
  json({ ...queued(), status: 'decided', decision: 'none', decidedAt: '2026-05-03T09:00:00.000Z' });

describe('AdminComplaintsPage', { timeout: 20_000 }, () => {
  it('lists the open complaints; one opens with both sides’ words and its photos', async () => {
    const { requests } = renderQueue(ok, '/admin/complaints');
    const item = await screen.findByRole('button', { name: /Open the complaint of Rita Sousa/ });
    expect(requests.some((r) => r.url === '/api/v1/admin/complaints?status=open')).toBe(true);
    await userEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: /Complaint about the cleaning of/ });
    expect(within(dialog).getByText('The kitchen was not cleaned.')).toBeInTheDocument();
    expect(within(dialog).getByText('The oven was not in the booking.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of the complaint' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/admin/bookings?booking=${BOOKING}`,
    );
  });

  it('a re-clean: the free times of the booking’s cleaner, confirmed, then the queue is read again', async () => {
    const { requests } = renderQueue(ok);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Free re-clean' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a date and a time.');

    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-05-12');
    const time = within(dialog).getByLabelText('Time');
    await waitFor(() => expect(within(time).getByRole('option', { name: '10:00' })).toBeInTheDocument());
    // The booking's own cleaner by default: João's 14:00 is not offered until he is chosen.
    expect(within(dialog).getByLabelText('Cleaner')).toHaveDisplayValue('Ana Lima (the booking’s cleaner)');
    expect(within(time).queryByRole('option', { name: '14:00' })).not.toBeInTheDocument();
    const slots = requests.find((r) => r.url.includes('/slots'))!;
    expect(new URL(slots.url, 'http://t').searchParams.get('homeType')).toBe('T2');
    await userEvent.selectOptions(time, '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText(/Book a free re-clean on .* at 10:00 with Ana Lima\?/),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { decision: 'reclean', bookingDate: '2026-05-12', bookingTime: '10:00' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No open complaints.')).toBeInTheDocument();
  });

  it('a re-clean with another cleaner names them; a refusal comes back translated and the dialog stays', async () => {
    const { requests } = renderQueue(() =>
      problem(409, 'Time not available', 'That time was just taken. Pick another.', 'slot_taken'),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Free re-clean' }));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-05-12');
    const cleaner = within(dialog).getByLabelText('Cleaner');
    await waitFor(() =>
      expect(within(cleaner).getByRole('option', { name: 'João Reis' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(cleaner, 'cleaner-joao');
    await userEvent.selectOptions(within(dialog).getByLabelText('Time'), '14:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That time was just taken. Pick another.',
    );
    expect(posts(requests)).toEqual([
      { decision: 'reclean', bookingDate: '2026-05-12', bookingTime: '14:00', cleanerId: 'cleaner-joao' },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a refund: more than is left is refused on the spot; an amount within it is confirmed in the currency', async () => {
    const { requests } = renderQueue(ok);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    const amount = within(dialog).getByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('80.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '80.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/up to €80\.00/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '15,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Refund €15.50 to Rita Sousa?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(requests)).toEqual([{ decision: 'refund', amountCents: 1550 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('no action: a decision must be chosen, Back returns to the form, and it is sent once confirmed', async () => {
    const { requests } = renderQueue(ok);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a decision.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No action' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'No action' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Close this complaint with no action?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(requests)).toEqual([{ decision: 'none' }]));
  });

  it('speaks European Portuguese', async () => {
    // The app follows the signed-in person's language: an admin whose profile says pt-PT.
    await i18n.changeLanguage('pt-PT');
    renderQueue(ok, undefined, sessionFixture(profileFixture({ role: 'admin', locale: 'pt-PT' })));
    const dialog = await screen.findByRole('dialog', { name: /Reclamação sobre a limpeza de/ });
    expect(within(dialog).getByRole('radio', { name: 'Nova limpeza gratuita' })).toBeInTheDocument();
  });
});
