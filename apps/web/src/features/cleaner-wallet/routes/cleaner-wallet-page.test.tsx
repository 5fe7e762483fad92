import type { EarningsResponse, EarningsTransaction } from '@limpa/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerWalletPage } from './cleaner-wallet-page';

configure({ asyncUtilTimeout: 5000 });

function cleaner(payoutConnected: boolean) {
  const session = sessionAs('cleaner');
  return {
    ...session,
    profile: { ...session.profile, country: 'CA', provinceOrDistrict: 'ON', payoutConnected },
  };
}

const tx = (overrides: Partial<EarningsTransaction>): EarningsTransaction => ({
  id: '2b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
  type: 'payment',
  status: 'completed',
  amountCents: 4675,
  currency: 'CAD',
  date: '2026-11-13T15:00:00.000Z',
  bookingId: '2b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
  description: 'House Cleaning (2026-11-13)',
  ...overrides,
});

function earnings(overrides: Partial<EarningsResponse> = {}): EarningsResponse {
  return {
    currency: 'CAD',
    totals: [
      {
        currency: 'CAD',
        totalEarnedCents: 14025,
        thisMonthCents: 9350,
        lastMonthCents: 4675,
        monthOverMonthPercent: 100,
        pendingCents: 4675,
        paidOutCents: 5000,
        availableCents: 4350,
      },
    ],
    completedCount: 3,
    thisMonthCompletedCount: 2,
    nextWeekCount: 1,
    transactions: [
      tx({}),
      tx({
        id: '3b7c6f55-7a3e-4d43-9a52-0d0c4e1f0002',
        type: 'withdrawal',
        status: 'pending',
        amountCents: 5000,
        bookingId: undefined,
        description: 'Payout',
        date: '2026-11-10T12:00:00.000Z',
      }),
      tx({
        id: '4b7c6f55-7a3e-4d43-9a52-0d0c4e1f0003',
        status: 'failed',
        amountCents: 1200,
        description: 'Deep Cleaning (2026-11-02)',
        date: '2026-11-02T15:00:00.000Z',
      }),
    ],
    nextCursor: null,
    ...overrides,
  };
}

function serve(
  pages: EarningsResponse[],
  { connected = true, fail = (): boolean => false }: { connected?: boolean; fail?: () => boolean } = {},
) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/session') return json(cleaner(connected));
    if (url.pathname === '/api/v1/me/earnings') {
      if (fail()) return problem(500, 'Internal Server Error', 'Boom');
      return json(pages[Number(url.searchParams.get('cursor') ?? '1') - 1]);
    }
    return undefined;
  });
}

function renderPage() {
  return renderWithProviders(<CleanerWalletPage />, { path: '/provider/wallet', withAuth: true });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('CleanerWalletPage', () => {
  it('shows the balances in the wallet currency and the month-over-month summary', async () => {
    serve([earnings()]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Balance' });
    const value = (label: string) => within(balance).getByText(label).closest('div')!.querySelector('dd')!;
    expect(await within(balance).findByText('$43.50')).toBeInTheDocument();
    expect(value('Available')).toHaveTextContent('$43.50');
    expect(value('Pending')).toHaveTextContent('$46.75');
    expect(value('Paid out')).toHaveTextContent('$50.00');
    expect(value('Total earned')).toHaveTextContent('$140.25');

    expect(screen.getByText('This month').nextElementSibling).toHaveTextContent('$93.50');
    expect(screen.getByText('Last month').nextElementSibling).toHaveTextContent('$46.75');
    expect(screen.getByText('+100% vs last month')).toBeInTheDocument();
    expect(screen.getByText('Jobs completed').nextElementSibling).toHaveTextContent('3');
  });

  it('says when there is nothing last month to compare with', async () => {
    const base = earnings();
    serve([earnings({ totals: [{ ...base.totals[0]!, lastMonthCents: 0, monthOverMonthPercent: null }] })]);
    renderPage();
    expect(await screen.findByText('No earnings last month to compare with.')).toBeInTheDocument();
  });

  it('lists transactions with type, status, date, description and a visual sign, and loads more', async () => {
    const { requests } = serve([
      earnings({ nextCursor: '2' }),
      earnings({
        transactions: [
          tx({ id: '5b7c6f55-7a3e-4d43-9a52-0d0c4e1f0005', description: 'Window Cleaning (2026-10-20)' }),
        ],
      }),
    ]);
    renderPage();
    const history = await screen.findByRole('region', { name: 'Transaction history' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Payment: House Cleaning (2026-11-13)');
    expect(rows[0]).toHaveTextContent('Nov 13, 2026');
    expect(within(rows[0]!).getByText('Completed')).toHaveClass('status-completed');
    expect(within(rows[0]!).getByText('+$46.75')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Withdrawal: Payout');
    expect(within(rows[1]!).getByText('Pending')).toHaveClass('status-pending');
    expect(within(rows[1]!).getByText('−$50.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Failed')).toHaveClass('status-failed');

    await userEvent.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('Window Cleaning (2026-10-20)')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/me/earnings?limit=20&cursor=2')).toBe(true);
    expect(within(history).getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/me/earnings.csv',
    );
    expect(within(history).getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('download');
  });

  it('shows the payout account status, with a way to connect it', async () => {
    serve([earnings()], { connected: false });
    renderPage();
    expect(await screen.findByText('Payout account not connected')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Methods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Connect payout account/ })).toHaveAttribute(
      'href',
      '/provider/complete-profile?step=3',
    );
  });

  it('says so when the payout account is connected', async () => {
    serve([earnings()], { connected: true });
    renderPage();
    expect(await screen.findByText('Payout account connected')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connect payout account/ })).not.toBeInTheDocument();
  });

  it('says what to do when there are no transactions yet', async () => {
    serve([earnings({ transactions: [] })]);
    renderPage();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('logs a failed load quietly and offers a retry', async () => {
    let failing = true;
    serve([earnings()], { fail: () => failing });
    renderPage();
    expect((await screen.findAllByText("We couldn't load your wallet."))[0]).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$43.50')).toBeInTheDocument();
  });
});
