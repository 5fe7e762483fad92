/** Query keys of the cleaner's jobs pages (decision 045). */

export const all = ['cleaner-jobs'] as const;
export const lists = ['cleaner-jobs', 'list'] as const;
/** One list per tab, status and sort: a keyset cursor belongs to its own order. */
export const list = (when: string, status: string, sort: string) =>
  ['cleaner-jobs', 'list', when, status, sort] as const;
export const detail = (id: string) => ['cleaner-jobs', 'detail', id] as const;
