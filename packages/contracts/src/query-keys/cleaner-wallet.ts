/** Query keys of the cleaner's wallet page (decision 045). */

export const earnings = ['cleaner-wallet', 'earnings'] as const;
