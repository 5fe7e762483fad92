import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminTaxRatesPage } from './admin-tax-rates-page';

const URL = '/api/v1/admin/tax-rates';
const TODAY = '2026-11-28';
let n = 0;
const row = (over: Record<string, unknown>) => ({
  id: `5a1e2d3c-4b5a-4968-8776-65544332${String(2110 + n++).padStart(4, '0')}`,
  country: 'portugal',
  region: 'mainland',
  code: 'IVA',
  rate: '0.23',
  effectiveFrom: '2026-01-01',
  status: 'in_force',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const RATES = {
  today: TODAY,
  rates: [
    row({ country: 'canada', region: null, code: 'GST', rate: '0.05' }),
    row({ country: 'canada', region: 'ON', code: 'HST', rate: '0.13', status: 'replaced' }),
    row({ country: 'canada', region: 'ON', code: 'HST', rate: '0.135', effectiveFrom: '2026-06-01' }),
    row({ country: 'canada', region: 'QC', code: 'QST', rate: '0.09975' }),
    row({ country: 'portugal', region: 'madeira', rate: '0.22' }),
    row({
      country: 'portugal',
      region: 'madeira',
      rate: '0.21',
      effectiveFrom: '2027-01-01',
      status: 'scheduled',
    }),
  ],
};

function renderPage(post: (body: unknown) => Response) {
  const stub = mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(sessionAs('admin'));
    if (request.url === URL && request.method === 'GET') return json(RATES);
    if (request.url === URL && request.method === 'POST') return post(request.body);
    return undefined;
  });
  renderWithProviders(<AdminTaxRatesPage />, {
    path: '/admin/tax-rates',
    url: '/admin/tax-rates',
    withAuth: true,
  });
  return stub;
}

describe('AdminTaxRatesPage', () => {
  it('shows each country’s rates in force and scheduled as percentages, without the replaced ones', async () => {
    renderPage(() => json({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax rates' })).toBeInTheDocument();
    const canada = await screen.findByRole('region', { name: 'Canada' });
    expect(within(canada).getByRole('rowheader', { name: 'All of Canada' })).toBeInTheDocument();
    expect(within(canada).getByText('9.975%')).toBeInTheDocument();
    expect(within(canada).getByText('13.5%')).toBeInTheDocument();
    expect(within(canada).queryByText('13%')).not.toBeInTheDocument();
    const portugal = screen.getByRole('region', { name: 'Portugal' });
    expect(within(portugal).getByText('21%')).toBeInTheDocument();
    expect(within(portugal).getByText('Scheduled')).toBeInTheDocument();
    expect(within(portugal).getAllByRole('rowheader', { name: 'Madeira' })).toHaveLength(2);
  });

  it('schedules a rate, offering only the taxes levied in the chosen place', async () => {
    const { requests } = renderPage((body) =>
      json(
        row({ ...(body as object), id: '5a1e2d3c-4b5a-4968-8776-655443329999', status: 'scheduled' }),
        201,
      ),
    );
    const form = await screen.findByRole('region', { name: 'Schedule a new rate' });
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'canada');
    await userEvent.selectOptions(within(form).getByLabelText('Region or province'), 'ON');
    const tax = within(form).getByLabelText('Tax');
    expect(
      within(tax)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['HST']);
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '13,5');
    const date = within(form).getByLabelText('Takes effect on');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule rate' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        country: 'canada',
        region: 'ON',
        code: 'HST',
        rate: '0.135',
        effectiveFrom: '2027-01-01',
      }),
    );
  });

  it('asks for a valid percentage before sending, and shows the server’s refusal', async () => {
    const { requests } = renderPage(() =>
      problem(
        422,
        'Date in the past',
        'A new rate can take effect today (2026-11-28) or later.',
        'tax_rate_in_past',
      ),
    );
    const form = await screen.findByRole('region', { name: 'Schedule a new rate' });
    const rate = within(form).getByLabelText('Rate (%)');
    await userEvent.type(rate, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule rate' }));
    expect(await within(form).findByText(/Enter a percentage from 0 to 50/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.clear(rate);
    await userEvent.type(rate, '22');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule rate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('or later');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      country: 'portugal',
      code: 'IVA',
      rate: '0.22',
    });
  });
});
