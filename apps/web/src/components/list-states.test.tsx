import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';

describe('EmptyState', () => {
  it('says what is missing, what to do, and offers the action', () => {
    render(
      <EmptyState
        icon={Inbox}
        titleAs="h2"
        size="lg"
        title="No bookings yet"
        body="Book a cleaning to see it here."
        action={<button type="button">Book a cleaning</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toHaveClass('text-lg');
    expect(screen.getByText('Book a cleaning to see it here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a cleaning' })).toBeInTheDocument();
  });

  it('uses a paragraph for the title unless told otherwise', () => {
    render(<EmptyState icon={Inbox} title="Nothing on this day" size="sm" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing on this day').tagName).toBe('P');
  });
});

describe('LoadError', () => {
  it('retries on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Could not load your jobs." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByText('Could not load your jobs.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ListSkeleton', () => {
  it('announces loading and draws the placeholders', () => {
    render(<ListSkeleton label="Loading…" card={<div data-testid="card" />} count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getAllByTestId('card')).toHaveLength(3);
  });
});

describe('LoadMore', () => {
  const labels = { label: 'Load more', loadingLabel: 'Loading more…' };

  it('is gone once the last page is in', () => {
    render(<LoadMore hasNextPage={false} isFetchingNextPage={false} onLoadMore={vi.fn()} {...labels} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the next page, and is busy while it comes', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <LoadMore hasNextPage isFetchingNextPage={false} onLoadMore={onLoadMore} {...labels} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<LoadMore hasNextPage isFetchingNextPage onLoadMore={onLoadMore} {...labels} />);
    const button = screen.getByRole('button', { name: 'Loading more…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
