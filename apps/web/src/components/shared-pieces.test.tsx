import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { BookingCardPlaceholder } from './booking/booking-card-placeholder';
import { FactsCard } from './facts-card';
import { IconBadge } from './icon-badge';
import { PageSection } from './page-section';
import { PagedList } from './paged-list';
import { SkeletonBars } from './skeleton-bars';
import { TitledCard } from './titled-card';
import { Dialog, DialogContent, DialogHeading } from './ui/dialog';

describe('SkeletonBars', () => {
  it('draws one hidden bar per class list, in the given layout', () => {
    const { container } = render(
      <SkeletonBars className="flex gap-2" bars={['h-9 w-28', 'h-9 w-28', 'h-4']} />,
    );
    const group = container.firstElementChild as HTMLElement;
    expect(group).toHaveAttribute('aria-hidden');
    expect(group).toHaveClass('flex', 'gap-2');
    expect([...group.children].map((bar) => bar.className)).toEqual([
      expect.stringContaining('h-9 w-28'),
      expect.stringContaining('h-9 w-28'),
      expect.stringContaining('h-4'),
    ]);
  });
});

describe('BookingCardPlaceholder', () => {
  it('is the card frame with the heading placeholders, then what the card adds', () => {
    const { container } = render(
      <BookingCardPlaceholder>
        <span data-testid="body" />
      </BookingCardPlaceholder>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card).toHaveAttribute('aria-hidden');
    expect(card.lastElementChild).toBe(screen.getByTestId('body'));
  });
});

describe('IconBadge', () => {
  it('centres a decorative icon in the given badge', () => {
    const { container } = render(
      <IconBadge icon={Inbox} className="size-10 rounded-xl" iconClassName="size-6" />,
    );
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveClass('flex', 'items-center', 'justify-center', 'size-10', 'rounded-xl');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden');
    expect(badge.querySelector('svg')).toHaveClass('size-6');
  });
});

describe('DialogHeading', () => {
  it('names and describes the dialog, with what goes above the title', () => {
    render(
      <Dialog open>
        <DialogContent closeLabel="Close">
          <DialogHeading title="Remove card?" description="Visa ending 4242 will be removed.">
            <span>logo</span>
          </DialogHeading>
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove card?' });
    expect(dialog).toHaveAccessibleDescription('Visa ending 4242 will be removed.');
    expect(screen.getByText('logo')).toBeInTheDocument();
  });
});

function query(
  overrides: Partial<Parameters<typeof PagedList<{ id: string; name: string }>>[0]['query']> = {},
) {
  return {
    data: { pages: [{ items: [{ id: '1', name: 'First' }] }, { items: [{ id: '2', name: 'Second' }] }] },
    isPending: false,
    isError: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    ...overrides,
  };
}

function renderList(q: ReturnType<typeof query>) {
  return render(
    <PagedList
      query={q}
      skeleton={<div>placeholder</div>}
      skeletonCount={3}
      loadFailed="Could not load."
      empty={<p>Nothing yet</p>}
      renderItem={(item) => <span>{item.name}</span>}
    />,
  );
}

describe('PagedList', () => {
  it('shows placeholders while the first page loads', () => {
    renderList(query({ isPending: true, data: undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getAllByText('placeholder')).toHaveLength(3);
  });

  it('lists every page in order and loads the next on request', async () => {
    const q = query();
    renderList(q);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('says what failed and retries', async () => {
    const q = query({ isError: true });
    renderList(q);
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the first page is empty', () => {
    renderList(query({ data: { pages: [{ items: [] }] }, hasNextPage: false }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('PageSection', () => {
  it('is a landmark named by its heading, visible or for screen readers only', () => {
    const { rerender } = render(
      <PageSection heading="Quick actions" as="nav">
        <a href="/x">Go</a>
      </PageSection>,
    );
    expect(screen.getByRole('navigation', { name: 'Quick actions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick actions', level: 2 })).not.toHaveClass('sr-only');
    rerender(
      <PageSection heading="Balance" hiddenHeading>
        <p>€12.00</p>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance' })).toHaveClass('sr-only');
  });

  it('a compact level-3 section has a small h3', () => {
    render(
      <PageSection heading="Could not get in?" level={3} compact>
        <p>Report it</p>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Could not get in?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Could not get in?', level: 3 })).toHaveClass('text-sm');
  });
});

describe('TitledCard', () => {
  it('is named by its h2, with what goes beside the title', () => {
    render(
      <TitledCard as="article" title="Review of Ana" aside={<span>Open</span>}>
        <p>Rude words</p>
      </TitledCard>,
    );
    const card = screen.getByRole('article', { name: 'Review of Ana' });
    expect(card).toHaveTextContent('Open');
    expect(screen.getByRole('heading', { name: 'Review of Ana', level: 2 })).toBeInTheDocument();
  });
});

describe('FactsCard', () => {
  it('lists each fact after its icon under a named heading, or placeholder bars while loading', () => {
    const facts = [{ key: 'done', icon: Inbox, iconClassName: 'text-status-completed', content: '3 done' }];
    const { rerender, container } = render(
      <FactsCard heading="This month" loading placeholderWidths={['w-40', 'w-52']} facts={facts} />,
    );
    expect(container.querySelectorAll('[aria-hidden] > *')).toHaveLength(2);
    expect(screen.queryByText('3 done')).not.toBeInTheDocument();
    rerender(<FactsCard heading="This month" loading={false} placeholderWidths={[]} facts={facts} />);
    expect(screen.getByRole('region', { name: 'This month' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('3 done');
  });
});
