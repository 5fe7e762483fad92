import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeComplaint } from '@/test/complaint-fixture';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ComplaintSection } from './complaint-section';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => i18n.changeLanguage('en'));

const BOOKING = '11111111-1111-4111-8111-111111111111';
const complaint = (over: object = {}) =>
  makeComplaint(BOOKING, { createdAt: '2030-01-02T10:00:00.000Z', ...over });
const view = (over: object = {}) => ({
  complaint: null,
  canComplain: true,
  complainUntil: '2030-01-03T10:00:00.000Z',
  ...over,
});

describe('ComplaintSection', () => {
  it('offers "Not satisfied?" within the window and sends the reason', async () => {
    let sent: unknown = null;
    const { requests } = mockFetch(({ url, method, body }) => {
      if (method === 'POST' && url.endsWith('/complaint')) {
        sent = body;
        return json(complaint(), 201);
      }
      return json(sent ? view({ complaint: complaint(), canComplain: false }) : view());
    });
    renderWithProviders(<ComplaintSection bookingId={BOOKING} currency="EUR" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not satisfied?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(screen.getByText('Please say what was not right.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText('What was not right?'), 'The kitchen was not cleaned.');
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(sent).toEqual({ reason: 'The kitchen was not cleaned.' }));
    expect(await screen.findByText('Sent. Our team is looking into it.')).toBeInTheDocument();
  });

  it('offers nothing once the window is closed', async () => {
    mockFetch(() => json(view({ canComplain: false })));
    renderWithProviders(<ComplaintSection bookingId={BOOKING} currency="EUR" />);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Not satisfied?' })).not.toBeInTheDocument(),
    );
  });

  it('shows the API’s refusal as it came (in Portuguese)', async () => {
    await i18n.changeLanguage('pt-PT');
    const detail = 'Pode reclamar até 48 horas depois de a limpeza ser concluída.';
    mockFetch(({ method }) =>
      method === 'POST'
        ? problem(422, 'Reclamação não enviada', detail, 'complaint_window_closed')
        : json(view()),
    );
    renderWithProviders(<ComplaintSection bookingId={BOOKING} currency="EUR" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Não ficou satisfeito?' }));
    await userEvent.type(screen.getByLabelText('O que não correu bem?'), 'Pó');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar reclamação' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });

  it('shows the decision and the cleaner’s answer', async () => {
    mockFetch(() =>
      json(
        view({
          canComplain: false,
          complaint: complaint({
            status: 'decided',
            decision: 'refund',
            refundCents: 1500,
            answer: 'Sorry!',
          }),
        }),
      ),
    );
    renderWithProviders(<ComplaintSection bookingId={BOOKING} currency="EUR" />);
    expect(await screen.findByText(/Decided: a refund of €15\.00/)).toBeInTheDocument();
    expect(screen.getByText('Sorry!')).toBeInTheDocument();
  });
});
