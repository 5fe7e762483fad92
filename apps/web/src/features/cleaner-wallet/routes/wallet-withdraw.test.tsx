import type { EarningsResponse, WithdrawalStatusResponse } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerWalletPage } from './cleaner-wallet-page';

configure({ asyncUtilTimeout: 5000 });

// A cleaner in Ontario: amounts in CAD, times in Toronto's zone.
const session = sessionAs('cleaner');
const cleaner = { ...session, profile: { ...session.profile, country: 'CA', provinceOrDistrict: 'ON' } };

const earnings = (availableCents: number, paidOutCents = 0): EarningsResponse => ({
  currency: 'CAD',
  totals: [
    {
      currency: 'CAD',
      totalEarnedCents: availableCents + paidOutCents,
      thisMonthCents: 0,
      lastMonthCents: 0,
      monthOverMonthPercent: null,
      pendingCents: 0,
      paidOutCents,
      availableCents,
    },
  ],
  completedCount: 1,
  thisMonthCompletedCount: 0,
  nextWeekCount: 0,
  transactions: [],
  nextCursor: null,
});

const status = (over: Partial<WithdrawalStatusResponse>): WithdrawalStatusResponse => ({
  state: 'ready',
  currency: 'CAD',
  availableCents: 4350,
  minimumCents: 1000,
  nextAt: null,
  ...over,
});

/** The wallet's API: `withdraw` answers the POST; GETs answer the current state. */
function serve(
  state: { earnings: EarningsResponse; status: WithdrawalStatusResponse },
  withdraw?: () => Promise<Response>,
) {
  return mockFetch((request) => {
    const path = new URL(request.url, 'http://test').pathname;
    if (path === '/api/v1/session') return json(cleaner);
    if (path === '/api/v1/me/earnings') return json(state.earnings);
    if (path === '/api/v1/me/payouts/withdrawal') return json(state.status);
    if (path === '/api/v1/me/payouts/withdraw' && request.method === 'POST' && withdraw) return withdraw();
    return undefined;
  });
}

const renderPage = () =>
  renderWithProviders(<CleanerWalletPage />, { path: '/provider/wallet', withAuth: true });
const balance = () => screen.findByRole('region', { name: 'Balance' });

afterEach(() => vi.restoreAllMocks());

describe('Withdraw Funds', () => {
  it('withdraws: disabled while it runs, then a toast, the balance read again and when the next one is', async () => {
    const state = { earnings: earnings(4350), status: status({}) };
    let answer!: (r: Response) => void;
    const { fetchMock, requests } = serve(state, () => new Promise((resolve) => (answer = resolve)));
    renderPage();
    const button = await within(await balance()).findByRole('button', { name: 'Withdraw Funds' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(
      'Sends $43.50 to your payout account now. You can withdraw once a day; balances of $10.00 or more are also paid out automatically every Monday.',
    );

    await userEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Withdrawing…' });
    expect(busy).toBeDisabled();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const headers = (post?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // The server paid it out: the balance is now 0 and the next withdrawal is in 24 hours.
    const nextAt = '2026-11-29T14:30:00.000Z';
    state.earnings = earnings(0, 4350);
    state.status = status({ state: 'already_today', availableCents: 0, nextAt });
    const earningsReads = requests.filter((r) => r.url.startsWith('/api/v1/me/earnings')).length;
    answer(
      json(
        {
          payout: {
            id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
            amountCents: 4350,
            currency: 'CAD',
            status: 'completed',
            createdAt: '2026-11-28T14:30:00.000Z',
          },
        },
        201,
      ),
    );
    expect(await screen.findByText('$43.50 is on its way')).toBeInTheDocument();
    const when = dateTimeFormat('en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Toronto',
    }).format(new Date(nextAt));
    expect(
      await screen.findByText(`You can withdraw once a day. Your next withdrawal is possible from ${when}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
    const region = await balance();
    expect(within(region).getByText('Available').closest('dl')!.querySelector('dd')).toHaveTextContent(
      '$0.00',
    );
    expect(requests.filter((r) => r.url.startsWith('/api/v1/me/earnings')).length).toBeGreaterThan(
      earningsReads,
    );
  });

  it("shows the server's refusal and the state it then reports", async () => {
    const state = { earnings: earnings(4350), status: status({}) };
    serve(state, async () => {
      state.status = status({ state: 'already_today', nextAt: '2026-11-29T14:30:00.000Z' });
      return problem(
        429,
        'One Withdrawal A Day',
        'You can withdraw once every 24 hours, and your last withdrawal was less than 24 hours ago.',
        'withdrawal_too_soon',
      );
    });
    renderPage();
    await userEvent.click(await within(await balance()).findByRole('button', { name: 'Withdraw Funds' }));
    expect(await screen.findByText('One Withdrawal A Day')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can withdraw once every 24 hours, and your last withdrawal was less than 24 hours ago.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your next withdrawal is possible from/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
  });

  it('without a payout account: no button, a link to connect one', async () => {
    serve({ earnings: earnings(4350), status: status({ state: 'no_account' }) });
    renderPage();
    const region = await balance();
    expect(
      await within(region).findByText('Connect a payout account to withdraw your earnings.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Connect payout account' })).toHaveAttribute(
      'href',
      '/provider/complete-profile?step=3',
    );
    expect(within(region).queryByRole('button', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
    expect(
      within(region).getByText('Balances of $10.00 or more are paid out automatically every Monday.'),
    ).toBeInTheDocument();
  });

  it('under the minimum: no button, the minimum and the amount said in the currency', async () => {
    serve({ earnings: earnings(999), status: status({ state: 'below_minimum', availableCents: 999 }) });
    renderPage();
    const region = await balance();
    expect(
      await within(region).findByText('You can withdraw from $10.00; $9.99 is ready to withdraw now.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
  });
});
