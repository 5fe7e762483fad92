import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ReportDialog } from './report-dialog';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const REVIEW = '4b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001';
const REPORT = '9a1c6f55-7a3e-4d43-9a52-0d0c4e1f0002';

function serve(answer: () => Response = () => json({ id: REPORT, status: 'open' }, 201)) {
  return mockFetch((request) =>
    request.url === '/api/v1/reports' && request.method === 'POST' ? answer() : undefined,
  );
}

describe('ReportDialog', () => {
  it('reports a review with the reason typed, then thanks the person and closes', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderWithProviders(<ReportDialog target={{ reviewId: REVIEW, authorName: 'Ana' }} />);

    await user.click(screen.getByRole('button', { name: 'Report the review by Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.type(screen.getByLabelText('What is wrong?'), '  Insults the cleaner  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks, our team will look into it.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { reviewId: REVIEW, reason: 'Insults the cleaner' },
    ]);
  });

  it('asks for a reason before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderWithProviders(<ReportDialog target={{ userId: 'u-cleaner', name: 'Rui' }} />);

    await user.click(screen.getByRole('button', { name: 'Report this person' }));
    expect(await screen.findByRole('dialog', { name: 'Report Rui' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please tell us what is wrong.');
    expect(screen.getByLabelText('What is wrong?')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal in the dialog and keeps it open (already reported)', async () => {
    const user = userEvent.setup();
    const { requests } = serve(() =>
      problem(409, 'Already Reported', 'You have already reported this.', 'already_reported'),
    );
    renderWithProviders(<ReportDialog target={{ userId: 'u-cleaner', name: 'Rui' }} />);

    await user.click(screen.getByRole('button', { name: 'Report this person' }));
    await user.type(await screen.findByLabelText('What is wrong?'), 'Never came');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this.');
    expect(screen.getByRole('dialog', { name: 'Report Rui' })).toBeInTheDocument();
    expect(screen.queryByText('Thanks, our team will look into it.')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { userId: 'u-cleaner', reason: 'Never came' },
    ]);
  });
});
