/** Query keys of the cleaners' documents (decisions 045, 071): a cleaner's own, the admins' review queue. */

export const all = ['documents'] as const;
export const mine = ['documents', 'mine'] as const;
export const queue = (status: string) => ['documents', 'queue', status] as const;
