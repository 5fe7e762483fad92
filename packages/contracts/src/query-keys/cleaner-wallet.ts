/** Query keys of the cleaner's wallet page (decision 045). */

export const earnings = ['cleaner-wallet', 'earnings'] as const;
/** Whether the Withdraw button can work now (GET /api/v1/me/payouts/withdrawal). */
export const withdrawal = ['cleaner-wallet', 'withdrawal'] as const;
