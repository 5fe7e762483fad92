/** Query keys of the cleaner's totals the dashboard and the profile show (decision 045). */

export const all = ['earnings'] as const;
export const summary = ['earnings', 'summary'] as const;
