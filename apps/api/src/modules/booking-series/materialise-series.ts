import { bookings, type DbOrTx, type SkipReason } from '@limpa/db';
import { nextVisitDates, seriesHorizonEnd, utcToZonedParts, zonedWallTimeToUtc } from '@limpa/domain';
import { pgCode } from '../../lib/app-error';
import { findCleanersOff } from '../cleaner/time-off.repository';
import { cleanerWorksAt } from '../slots/find-free-slots';
import { findTemplateVisit, lockSeries, recordSkip, setMaterialisedUntil } from './series.repository';

export interface SeriesSkip {
  date: string;
  reason: SkipReason;
}

export interface MaterialiseOutcome {
  seriesId: string;
  bookedIds: string[];
  skipped: SeriesSkip[];
}

type Booking = typeof bookings.$inferSelect;

/** A later visit: the first visit's booking on another date, pending or (series confirmed) confirmed. */
function visitFrom(template: Booking, date: string, confirmed: boolean, now: Date) {
  const startsAt = zonedWallTimeToUtc(date, template.bookingTime, template.timeZone);
  const {
    id: _id,
    timeRange: _range,
    subtotalCents: _subtotal,
    createdAt: _created,
    updatedAt: _updated,
    confirmedAt: _confirmed,
    ...copy
  } = template;
  return {
    ...copy,
    bookingDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + template.durationHours * 3_600_000),
    status: confirmed ? ('confirmed' as const) : ('pending' as const),
    paymentStatus: 'unpaid' as const,
    confirmedAt: confirmed ? now : null,
    cancelledBy: null,
    cancelledAt: null,
    completedAt: null,
    actualHoursWorked: null,
    overtimeMinutes: null,
    overtimeFeeCents: null,
    finalTotalCents: null,
    finalTaxCents: 0,
    finalPlatformFeeCents: null,
    finalCleanerEarningsCents: null,
    // Each visit is its own booking with its own reschedules (decision 020).
    rescheduleCount: 0,
  };
}

/**
 * Books every visit of the series that is due within the 8-week horizon and not yet considered. Runs inside the
 * caller's transaction with the series row locked, so two top-ups never consider the same date; each visit is
 * inserted in its own savepoint and the exclusion constraint decides collisions: a visit that meets the
 * cleaner's other work (even one committed a moment ago) is recorded as skipped, never an error. Time off and
 * hours outside the cleaner's week are skipped too.
 *
 * A pending series' visits are open requests, each counting toward the customer's cap (decision 019): it
 * books at most `pendingRoom` of them (the caller holds the customer's row lock and counted the room; none by
 * default), and leaves the later dates unconsidered, for when the cleaner confirms the series.
 */
export async function materialiseSeries(
  tx: DbOrTx,
  seriesId: string,
  now: Date,
  { pendingRoom = 0 }: { pendingRoom?: number } = {},
): Promise<MaterialiseOutcome> {
  const outcome: MaterialiseOutcome = { seriesId, bookedIds: [], skipped: [] };
  const series = await lockSeries(tx, seriesId);
  if (!series || (series.status !== 'pending' && series.status !== 'active')) return outcome;
  const today = utcToZonedParts(now, series.timeZone).date;
  const dates = nextVisitDates(series.materialisedUntil, series.everyWeeks, seriesHorizonEnd(today));
  if (dates.length === 0) return outcome;
  const template = await findTemplateVisit(tx, seriesId);
  if (!template) return outcome;

  const skip = async (date: string, reason: SkipReason) => {
    await recordSkip(tx, seriesId, date, reason);
    outcome.skipped.push({ date, reason });
  };
  const room = series.status === 'pending' ? pendingRoom : Number.POSITIVE_INFINITY;
  let considered: string | undefined;
  for (const date of dates) {
    if (outcome.bookedIds.length >= room) break;
    considered = date;
    const visit = visitFrom(template, date, series.status === 'active', now);
    if (visit.startsAt.getTime() <= now.getTime()) continue;
    if ((await findCleanersOff(tx, [series.cleanerId], date, { includeNotAccepting: false })).size > 0) {
      await skip(date, 'time_off');
      continue;
    }
    const works = await cleanerWorksAt(tx, {
      cleanerId: series.cleanerId,
      date,
      time: series.bookingTime,
      homeType: template.homeType,
      isRecurring: true,
    });
    if (!works) {
      await skip(date, 'not_working');
      continue;
    }
    try {
      const [row] = await tx.transaction((sp) =>
        sp.insert(bookings).values(visit).returning({ id: bookings.id }),
      );
      outcome.bookedIds.push(row!.id);
    } catch (err) {
      if (pgCode(err) !== '23P01') throw err;
      await skip(date, 'slot_taken');
    }
  }
  if (considered) await setMaterialisedUntil(tx, seriesId, considered);
  return outcome;
}
