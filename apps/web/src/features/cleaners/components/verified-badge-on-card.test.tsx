import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerListCard } from './cleaner-list-card';

describe('the "Verified" badge', () => {
  it('shows on a verified cleaner’s card, named "Verified", and not on another', () => {
    mockFetch();
    renderWithProviders(
      <ul>
        <CleanerListCard cleaner={cleanerListItem({ verified: true })} />
        <CleanerListCard cleaner={cleanerListItem({ userId: 'cleaner-2', fullName: 'Rui Lopes' })} />
      </ul>,
    );
    expect(screen.getAllByRole('img', { name: 'Verified' })).toHaveLength(1);
  });
});
