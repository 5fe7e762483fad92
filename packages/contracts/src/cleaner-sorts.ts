/**
 * Sorts of the cleaners list: Highest Rated, Lowest Price, Name A-Z, Nearest (with an address only). Apart from
 * the schema (cleaners.ts), so that the search screen reads them without loading zod.
 */
export const CLEANER_SORTS = ['rating', 'price', 'name', 'nearest'] as const;

export type CleanerSort = (typeof CLEANER_SORTS)[number];

/** The sort a link asked for, or the default when it names none the list knows. */
export const cleanerSortOf = (asked: string | null): CleanerSort =>
  CLEANER_SORTS.find((sort) => sort === asked) ?? 'rating';
