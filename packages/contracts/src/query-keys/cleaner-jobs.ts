/** Query keys of the cleaner's jobs pages (decision 045). */

export const all = ['cleaner-jobs'] as const;
export const lists = ['cleaner-jobs', 'list'] as const;
export const list = (when: string, status: string) => ['cleaner-jobs', 'list', when, status] as const;
export const detail = (id: string) => ['cleaner-jobs', 'detail', id] as const;
