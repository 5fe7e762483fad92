import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { NearbyCleaners } from './nearby-cleaners';

describe('the home’s "near you" cards', () => {
  it('say "Verified" for a cleaner whose identity an admin approved, and only for them', () => {
    mockFetch();
    renderWithProviders(
      <NearbyCleaners
        state="ready"
        currency="EUR"
        cleaners={[
          cleanerListItem({ verified: true }),
          cleanerListItem({ userId: 'cleaner-2', fullName: 'Rui Lopes' }),
        ]}
      />,
    );
    expect(screen.getAllByRole('img', { name: 'Verified' })).toHaveLength(1);
  });
});
