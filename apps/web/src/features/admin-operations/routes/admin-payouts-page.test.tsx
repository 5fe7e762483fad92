import type { AdminPayoutsResponse } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminPayoutsPage } from './admin-payouts-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const ANA = 'cleaner-ana';
const EMILY = 'cleaner-emily';

const before: AdminPayoutsResponse = {
  cleaners: [
    {
      cleanerId: ANA,
      fullName: 'Ana Silva',
      currency: 'EUR',
      availableCents: 14025,
      paidOutCents: 4675,
      lastPayoutAt: '2026-11-01T10:00:00.000Z',
    },
    {
      cleanerId: EMILY,
      fullName: 'Emily Tremblay',
      currency: 'CAD',
      availableCents: 9350,
      paidOutCents: 0,
      lastPayoutAt: null,
    },
  ],
  payouts: [
    {
      id: '3b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
      cleanerId: ANA,
      fullName: 'Ana Silva',
      amountCents: 4675,
      currency: 'EUR',
      status: 'completed',
      failureReason: null,
      heldCents: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      bookingCount: 1,
    },
    {
      id: '3b7c6f55-7a3e-4d43-9a52-0d0c4e1f0002',
      cleanerId: EMILY,
      fullName: 'Emily Tremblay',
      amountCents: 1000,
      currency: 'CAD',
      status: 'failed',
      failureReason: 'The account cannot receive transfers',
      heldCents: 0,
      createdAt: '2026-10-01T10:00:00.000Z',
      bookingCount: 2,
    },
  ],
  totals: {
    availableByCurrency: [
      { currency: 'CAD', amountCents: 9350 },
      { currency: 'EUR', amountCents: 14025 },
    ],
    paidOutByCurrency: [{ currency: 'EUR', amountCents: 4675 }],
    payoutCount: 2,
  },
};

const after: AdminPayoutsResponse = {
  ...before,
  cleaners: before.cleaners.map((c) => ({
    ...c,
    availableCents: 0,
    paidOutCents: c.paidOutCents + c.availableCents,
  })),
  totals: { ...before.totals, availableByCurrency: [], payoutCount: 4 },
};

function renderPage() {
  return renderWithProviders(<AdminPayoutsPage />, { path: '/admin/payouts', url: '/admin/payouts' });
}

/**
 * Serves the page; the run answers `count` payouts (and the `skipped` cleaners), after `release()` when
 * `hold` is set.
 */
function serve({
  count = 2,
  hold = false,
  fail = false,
  skipped = [] as { cleanerId: string; cleanerName: string; reason: string }[],
} = {}) {
  let ran = false;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/admin/payouts' && request.method === 'GET')
      return json(ran ? after : before);
    if (request.url === '/api/v1/admin/payouts/run' && request.method === 'POST') return answerRun();
    return undefined;
  });
  async function answerRun() {
    if (hold) await gate;
    if (fail)
      return problem(
        409,
        'Payouts already running',
        'Another payout run paid these earnings. Reload the page.',
      );
    ran = true;
    return json({ payouts: [], count, skipped });
  }
  return { ...mock, release };
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Payout figures' }))
    .getByText(label)
    .closest('div')!.parentElement!;

describe('AdminPayoutsPage', () => {
  it('shows totals per currency, payouts made, failures, balances and recent payouts', async () => {
    serve();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payouts | Limpa'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/admin/payouts`,
    );
    await waitFor(() => expect(within(figure('Total paid out')).getByText('€46.75')).toBeInTheDocument());
    expect(within(figure('Available to pay')).getByText('$93.50')).toBeInTheDocument();
    expect(within(figure('Available to pay')).getByText('€140.25')).toBeInTheDocument();
    expect(within(figure('Payouts made')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Failures')).getByText('1')).toBeInTheDocument();

    const balances = screen.getByRole('table', { name: 'Cleaner balances' });
    const ana = within(balances).getByRole('row', { name: /Ana Silva/ });
    expect(within(ana).getByText('€140.25')).toBeInTheDocument();
    expect(within(ana).getByText('€46.75')).toBeInTheDocument();
    expect(within(ana).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(
      within(within(balances).getByRole('row', { name: /Emily Tremblay/ })).getByText('Never'),
    ).toBeInTheDocument();

    const recent = screen.getByRole('table', { name: 'Recent payouts' });
    const failed = within(recent).getByRole('row', { name: /Emily Tremblay/ });
    expect(within(failed).getByText('Failed')).toHaveClass('status-failed');
    expect(within(failed).getByText('$10.00')).toBeInTheDocument();
    expect(within(within(recent).getByRole('row', { name: /Ana Silva/ })).getByText('Paid out')).toHaveClass(
      'status-completed',
    );

    const exportLink = screen.getByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/v1/admin/payouts.csv');
    expect(exportLink).toHaveAttribute('download');
  });

  it('runs payouts after confirming, disables the button meanwhile, toasts and refreshes', async () => {
    const user = userEvent.setup();
    const { requests, release } = serve({ count: 2, hold: true });
    renderPage();
    await screen.findByRole('table', { name: 'Cleaner balances' });

    await user.click(screen.getByRole('button', { name: 'Run Payouts' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: "Pay every cleaner's available balance now?",
    });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Run Payouts' }));

    const running = await screen.findByRole('button', { name: 'Running payouts…' });
    expect(running).toBeDisabled();
    expect(requests.filter((r) => r.url === '/api/v1/admin/payouts/run' && r.method === 'POST')).toHaveLength(
      1,
    );

    release();
    expect(await screen.findByText('Payouts recorded')).toBeInTheDocument();
    expect(screen.getByText('2 payouts created.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run Payouts' })).toBeEnabled();
    await waitFor(() => expect(within(figure('Payouts made')).getByText('4')).toBeInTheDocument());
    expect(within(figure('Available to pay')).getByText('—')).toBeInTheDocument();
  });

  it('cancelling the confirmation runs nothing', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run Payouts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says when there is nothing to pay out', async () => {
    const user = userEvent.setup();
    serve({ count: 0 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run Payouts' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run Payouts' }),
    );
    expect(await screen.findByText('Nothing to pay out')).toBeInTheDocument();
  });

  it("shows the server's message when a run fails", async () => {
    const user = userEvent.setup();
    serve({ fail: true });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run Payouts' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run Payouts' }),
    );
    expect(await screen.findByText('Payouts failed')).toBeInTheDocument();
    expect(screen.getByText('Another payout run paid these earnings. Reload the page.')).toBeInTheDocument();
  });

  it('shows a failed payout with its reason, and after a run the cleaners it could not pay', async () => {
    serve({
      count: 1,
      skipped: [{ cleanerId: EMILY, cleanerName: 'Emily Tremblay', reason: 'No payout account connected' }],
    });
    renderPage();
    expect(
      (
        await screen.findAllByText('Failed: The account cannot receive transfers. Retried on the next run.')
      )[0],
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /not paid this run/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Run Payouts' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run Payouts' }),
    );
    const skipped = await screen.findByRole('region', { name: '1 cleaner was not paid this run' });
    expect(skipped).toHaveTextContent('Emily Tremblay: No payout account connected');
  });
});
