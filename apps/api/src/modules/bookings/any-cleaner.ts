import type { DbOrTx } from '@limpa/db';
import {
  addDays,
  cleanerTakesVisit,
  distanceKm,
  type HomeType,
  isoWeekOf,
  nearestStarts,
  rankAnyCleanerCandidates,
} from '@limpa/domain';
import { AppError, pgCode } from '../../lib/app-error';
import {
  findFreeSlots,
  isBusy,
  type SlotAddress,
  servesAddress,
  servingArea,
  worksAt,
} from '../slots/find-free-slots';
import { readCleanerDays } from '../slots/slots.repository';
import { type CandidateFacts, readCandidateFacts } from './any-cleaner.repository';
import type { RequestedSlot } from './bookable-slot';

/** A visit "any available cleaner" is looked for (decision 065). */
export interface AnyCleanerVisit {
  address: SlotAddress;
  bookingDate: string;
  bookingTime: string;
  homeType: HomeType;
  /** The service's catalogue key, when the visit names one. */
  service?: string;
  slot: RequestedSlot;
  /** The visit's length in minutes, as the slot holds the cleaner. */
  minutes: number;
  /** The cleaner who let the booking go: never offered it again. */
  excludeCleanerId?: string | null;
}

/**
 * Who may take the visit, best first: listed cleaners around the address (the slot search's one statement)
 * who serve it, take the service and home, work then, are not off and are free for the whole slot; ordered by
 * the domain's rule over their rating, distance and jobs that ISO week (a second statement, for those only).
 */
export async function rankedFreeCleaners(tx: DbOrTx, v: AnyCleanerVisit): Promise<CandidateFacts[]> {
  const area = servingArea(v.address);
  const point = area.near;
  if (!point) return [];
  const days = await readCleanerDays(tx, {
    ...area,
    date: v.bookingDate,
    from: v.slot.startsAt,
    to: v.slot.endsAt,
  });
  const free = days.filter(
    (d) =>
      d.userId !== v.excludeCleanerId &&
      !d.off &&
      servesAddress(d, v.address) &&
      cleanerTakesVisit(d, { service: v.service, homeType: v.homeType }) &&
      worksAt(d.availability, v.bookingDate, v.bookingTime, v.minutes) &&
      !isBusy(d, v.slot.startsAt, v.slot.endsAt),
  );
  const facts = new Map(
    (
      await readCandidateFacts(
        tx,
        free.map((d) => d.userId),
        isoWeekOf(v.bookingDate),
      )
    ).map((f) => [f.userId, f]),
  );
  const ranked = rankAnyCleanerCandidates(
    free.flatMap((d) => {
      const f = facts.get(d.userId);
      if (!f || d.latitude == null || d.longitude == null) return [];
      return [{ ...f, distanceKm: distanceKm({ latitude: d.latitude, longitude: d.longitude }, point) }];
    }),
  );
  return ranked;
}

/**
 * Writes the visit for the first ranked cleaner the database accepts. Each try is a savepoint: when a racing
 * request took that cleaner meanwhile, the exclusion constraint refuses the insert (23P01), only the savepoint
 * is rolled back and the next cleaner is tried; the request's earlier writes (its lock, its idempotency key)
 * stand. Null when every one of them was taken.
 */
export async function insertForFirstFree<C extends { userId: string }, T>(
  tx: DbOrTx,
  ranked: readonly C[],
  insert: (sp: DbOrTx, cleaner: C) => Promise<T>,
): Promise<{ cleaner: C; written: T } | null> {
  for (const cleaner of ranked) {
    try {
      const written = await tx.transaction((sp) => insert(sp, cleaner));
      return { cleaner, written };
    } catch (err) {
      if (pgCode(err) !== '23P01') throw err;
    }
  }
  return null;
}

/** Thrown inside the request's transaction when nobody is free, so it rolls back; answered after it. */
export class NobodyFree extends Error {
  constructor(readonly search: Parameters<typeof nearestFreeStarts>[1]) {
    super('no cleaner available');
  }
}

/** Days searched on either side of the asked date for alternatives. */
const ALTERNATIVE_DAYS = 3;

/**
 * The nearest starts to the asked one that some cleaner could take, up to three, by the free-slot finder: the
 * asked day first, then a day later and earlier, and so on, stopping once a whole ring of days has given three.
 */
export async function nearestFreeStarts(
  db: DbOrTx,
  s: {
    address: SlotAddress;
    bookingDate: string;
    bookingTime: string;
    homeType: HomeType;
    isRecurring: boolean;
    durationHours?: number;
    service?: string;
    now: Date;
    earliestStartHours: number;
  },
) {
  const found: { bookingDate: string; bookingTime: string }[] = [];
  for (let ring = 0; ring <= ALTERNATIVE_DAYS; ring += 1) {
    for (const offset of ring === 0 ? [0] : [ring, -ring]) {
      const date = addDays(s.bookingDate, offset);
      const slots = await findFreeSlots(db, { ...s, date });
      for (const slot of slots) found.push({ bookingDate: date, bookingTime: slot.time });
    }
    if (nearestStarts(s, found).length >= 3) break;
  }
  return nearestStarts(s, found);
}

export const noCleanerAvailable = (alternatives: { bookingDate: string; bookingTime: string }[]) =>
  new AppError(
    409,
    'no_cleaner_available',
    'No Cleaner Available',
    'No cleaner is free at this time. Please choose another time.',
  ).withExtensions({ alternatives });
