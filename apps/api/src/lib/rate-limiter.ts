import type { Database } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { tooManyRequests } from './app-error';

export interface RateLimitHit {
  count: number;
  limit: number;
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them (decision 004). One atomic upsert
 * per hit: two concurrent requests can never both see the last free slot.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
    const result = await this.db.execute<{ count: number; retry_after: number }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, extract(epoch from (reset_at - now()))::float8 as retry_after`);
    const row = result.rows[0]!;
    if (Math.random() < 0.01) void this.sweep();
    return {
      count: row.count,
      limit,
      allowed: row.count <= limit,
      retryAfterSeconds: Math.max(1, row.retry_after),
    };
  }

  /** Counts a hit and refuses with 429 (and Retry-After) once the window's limit is passed. */
  async enforce(key: string, limit: number, windowMs: number): Promise<void> {
    const hit = await this.hit(key, limit, windowMs);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }

  /** Gives back one hit (e.g. a sign-in attempt that turned out not to be a failure). */
  async undo(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
  }

  private async sweep(): Promise<void> {
    await this.db
      .execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`)
      .catch(() => {});
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * Messages to the team from signed-out visitors (decision 073), per IP address: a person locked out writes a few
 * times; more is a script filling the admins' queue.
 */
export const GUEST_CASES_PER_IP = { limit: 5, windowMs: HOUR } as const;

/** Per-person limits on expensive or abusable writes (per user id, shared by every API process). */
export const USER_LIMITS = {
  bookingCreate: { limit: 20, windowMs: HOUR },
  avatarUpload: { limit: 20, windowMs: HOUR },
  review: { limit: 20, windowMs: HOUR },
  addressWrite: { limit: 60, windowMs: HOUR },
  /** Each reschedule mails the cleaner; a booking takes at most MAX_RESCHEDULES, this bounds the attempts. */
  reschedule: { limit: 20, windowMs: HOUR },
  /** docs/product-rules.md#messages: 30 a minute per person. */
  message: { limit: 30, windowMs: MINUTE },
  /** Asking the help desk: a case a day is usual; a burst is a script, and each case lands in the admins' queue. */
  supportCase: { limit: 10, windowMs: HOUR },
  /** Reporting a review or a person: each lands in the admins' queue; a burst is a script, not a witness. */
  report: { limit: 20, windowMs: HOUR },
  /** Opening (or reopening) a pre-booking conversation: enough to ask every cleaner near you, too few to spam them. */
  conversationOpen: { limit: 30, windowMs: HOUR },
  /** Each subscription is checked against DNS (decision 042); a browser subscribes once per switch. */
  pushSubscribe: { limit: 30, windowMs: HOUR },
} as const;
