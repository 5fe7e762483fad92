import { ACTIVE_BOOKING_STATUSES } from '@limpa/domain';
import { sql } from 'drizzle-orm';

/**
 * `('pending','confirmed','in_progress')`: the domain's active booking statuses as an SQL list of literals, for
 * `status in ${ACTIVE_STATUSES_SQL}`. Constant text (no parameters), so a statement keeps one text and one plan.
 */
export const ACTIVE_STATUSES_SQL = sql.raw(`(${ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',')})`);
