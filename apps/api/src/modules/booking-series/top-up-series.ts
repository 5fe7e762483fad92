import { addDays, seriesHorizonEnd } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { notifySeriesSkipped } from '../notifications/lifecycle-mails';
import { type MaterialiseOutcome, materialiseSeries } from './materialise-series';
import { findSeriesToTopUp } from './series.repository';

/**
 * The daily top-up: every live series gets its visits up to 8 weeks ahead. Idempotent and safe beside another
 * run or a new booking: each series is materialised in its own transaction under its row lock, dates already
 * considered are never reconsidered, and collisions become skips (materialise-series.ts).
 */
export async function topUpSeries(ctx: AppContext, now: Date) {
  // A day past the UTC horizon covers every time zone's local date; materialiseSeries uses the series' own.
  const widest = addDays(seriesHorizonEnd(now.toISOString().slice(0, 10)), 1);
  const outcomes: MaterialiseOutcome[] = [];
  for (const { id } of await findSeriesToTopUp(ctx.db, widest)) {
    try {
      const outcome = await ctx.db.transaction((tx) => materialiseSeries(tx, id, now));
      outcomes.push(outcome);
      await notifySeriesSkipped(ctx, id, outcome.skipped);
    } catch (err) {
      // One series failing (e.g. a deadlock) leaves the others to be topped up; tomorrow's run retries it.
      ctx.log.error({ err, seriesId: id }, 'series top-up failed');
    }
  }
  return outcomes;
}
