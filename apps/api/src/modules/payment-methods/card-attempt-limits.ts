import type { FastifyRequest } from 'fastify';
import { MINUTE, type RateLimiter } from '../../lib/rate-limiter';

/**
 * Each way of putting a card in front of the processor (the local card form's token, a Stripe SetupIntent)
 * counts here, per person and per client address: enough for typing mistakes, too few for card testing
 * (security review, issue 30). Counted before the processor is called; a refused attempt is a 429.
 */
export const CARD_ATTEMPTS_PER_USER = 20;
export const CARD_ATTEMPTS_WINDOW_MS = 10 * MINUTE;

export async function enforceCardAttemptLimits(
  limiter: RateLimiter,
  request: FastifyRequest,
  perIpLimit: number,
): Promise<void> {
  await limiter.enforce(
    `card-attempts:user:${request.auth.userId}`,
    CARD_ATTEMPTS_PER_USER,
    CARD_ATTEMPTS_WINDOW_MS,
  );
  // request.ip honours TRUST_PROXY: the client's address, never a header it made up.
  await limiter.enforce(`card-attempts:ip:${request.ip}`, perIpLimit, CARD_ATTEMPTS_WINDOW_MS);
}
