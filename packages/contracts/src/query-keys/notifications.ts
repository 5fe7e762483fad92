/** Query keys of notifications (decision 045). */

export const all = ['notifications'] as const;
export const list = ['notifications', 'list'] as const;
export const unread = ['notifications', 'unread'] as const;
