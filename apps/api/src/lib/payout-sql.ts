import { sql } from 'drizzle-orm';

/**
 * What a payout row `p` sent to its cleaner (decision 043): its amount, less what a reversal holds once it is
 * `reversed`; 0 or less when the reversal holds all of it. The wallet and the statements read it alike
 * (docs/product-rules.md#statements). Constant text, so a statement keeps one text and one plan.
 */
export const PAYOUT_SENT_OUT_SQL = sql.raw(
  `(case when p.status = 'reversed' then p.amount_cents - p.held_cents else p.amount_cents end)`,
);
