import { describe, expect, it } from 'vitest';
import * as admin from './query-keys/admin';
import * as app from './query-keys/app';
import * as bookings from './query-keys/bookings';
import * as catalogue from './query-keys/catalogue';
import * as cleanerBookings from './query-keys/cleaner-bookings';
import * as cleanerJobs from './query-keys/cleaner-jobs';
import * as cleanerSchedule from './query-keys/cleaner-schedule';
import * as cleanerWallet from './query-keys/cleaner-wallet';
import * as cleaners from './query-keys/cleaners';
import * as conversations from './query-keys/conversations';
import * as documents from './query-keys/documents';
import * as earnings from './query-keys/earnings';
import * as invoices from './query-keys/invoices';
import * as legal from './query-keys/legal';
import * as me from './query-keys/me';
import * as messages from './query-keys/messages';
import * as notifications from './query-keys/notifications';
import * as servingCleaners from './query-keys/serving-cleaners';
import * as slots from './query-keys/slots';
import * as support from './query-keys/support';

/** Every module of query-keys/ (a new one goes here too). */
const AREAS = {
  admin,
  app,
  bookings,
  catalogue,
  cleanerBookings,
  cleanerJobs,
  cleanerSchedule,
  cleanerWallet,
  cleaners,
  conversations,
  documents,
  earnings,
  invoices,
  legal,
  me,
  messages,
  notifications,
  servingCleaners,
  slots,
  support,
};

type Key = readonly unknown[];

/** An area's keys by name, a key that takes parameters called with placeholders. */
const keysOf = (area: object): Record<string, Key> =>
  Object.fromEntries(
    Object.entries(area).map(([name, key]) => [name, typeof key === 'function' ? key('p1', 'p2') : key]),
  );

const startsWith = (key: Key, prefix: Key) => prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  const areas = Object.entries(AREAS).map(([name, area]) => [name, keysOf(area)] as const);

  it('keeps every key of an area that has `all` under it, so invalidating `all` reaches each one', () => {
    for (const [area, keys] of areas) {
      const all = keys.all;
      if (!all) continue;
      for (const [name, key] of Object.entries(keys))
        expect(startsWith(key, all), `${area}.${name}`).toBe(true);
    }
  });

  it('keeps the modules split off an area under that area’s root', () => {
    const under = (area: object, all: Key) =>
      Object.values(keysOf(area)).every((key) => startsWith(key, all));
    expect(under(cleanerBookings, bookings.all)).toBe(true);
    expect(under(servingCleaners, cleaners.all)).toBe(true);
    expect(under(conversations, messages.all)).toBe(true);
  });

  // `detail(id)` under `details`, `userList(filters)` under `userLists`, `userLists` under `users`.
  it('keeps a key under its plural, so invalidating the plural reaches it', () => {
    for (const [area, keys] of areas) {
      for (const [name, key] of Object.entries(keys)) {
        const parent = name.endsWith('Lists') ? `${name.slice(0, -'Lists'.length)}s` : `${name}s`;
        const prefix = keys[parent];
        if (prefix) expect(startsWith(key, prefix), `${area}.${name}`).toBe(true);
      }
    }
  });

  it('spells every key once', () => {
    const spelled = areas.flatMap(([, keys]) => Object.values(keys).map((key) => JSON.stringify(key)));
    expect(new Set(spelled).size).toBe(spelled.length);
  });
});
