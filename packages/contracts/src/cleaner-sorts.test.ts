import { describe, expect, it } from 'vitest';
import { cleanerSortOf } from './cleaner-sorts';
import { cleanerSortSchema } from './cleaners';

describe('cleanerSortOf (the search screen reads ?sort= without zod)', () => {
  it('keeps a sort the list knows, the one the API schema takes', () => {
    for (const sort of ['rating', 'price', 'name', 'nearest'])
      expect(cleanerSortOf(sort)).toBe(cleanerSortSchema.parse(sort));
  });

  it('falls back to Highest Rated for none, an empty one or one it does not know', () => {
    for (const asked of [null, '', 'cheapest', 'RATING']) expect(cleanerSortOf(asked)).toBe('rating');
  });
});
