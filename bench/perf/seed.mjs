// Generated data for the bench, written by PostgreSQL itself (INSERT … SELECT over generate_series): copies of
// the demo accounts' rows with new ids, so every column and constraint the app has is filled as the app fills it.
// Ids are md5-derived uuids (`bench:<kind>:<n>`), so a run can address any generated row without reading it back.
import { createHash, createHmac } from 'node:crypto';
import pg from 'pg';
import { nameSql } from './names.mjs';
import { townColumns } from './towns.mjs';

export { benchName, SEARCHED_NAME } from './names.mjs';
export { cityCount } from './towns.mjs';
export const benchId = (kind, n) => {
  const hex = createHash('md5').update(`bench:${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};
/** The same in SQL; version 4 and variant digits set, as the API's uuid checks want. */
const idSql = (kind, n = 'g') =>
  `overlay(overlay(md5('bench:${kind}:' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/** INSERT INTO table SELECT every column of the template rows, some replaced, once per g in 1..count. */
async function cloneRows(client, table, { where, count, set, from = '' }) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => (c in set ? `${set[c]}` : `t.${c}`));
  const result = await client.query(
    `insert into ${table} (${columns.join(', ')})
     select ${values.join(', ')} from ${table} t cross join generate_series(1, ${count}) g ${from} where ${where}`,
  );
  return result.rowCount;
}

const userOf = (email) => `t.user_id = (select id from users where email = '${email}')`;

/** People: `count` copies of a demo account (user, password, profile and, given, more of its rows). */
async function clonePeople(client, { kind, email, count, profile = {}, extra = [] }) {
  const user = idSql(kind);
  await cloneRows(client, 'users', {
    where: `t.email = '${email}'`,
    count,
    set: {
      id: `${user}::text`,
      email: `'bench-${kind}-' || g || '@example.test'`,
      name: nameSql(),
    },
  });
  await cloneRows(client, 'accounts', {
    where: `${userOf(email)} and t.provider_id = 'credential'`,
    count,
    set: { id: `${idSql(`${kind}-account`)}::text`, user_id: `${user}::text`, account_id: `${user}::text` },
  });
  await cloneRows(client, 'profiles', {
    where: userOf(email),
    count,
    set: {
      id: idSql(`${kind}-profile`),
      user_id: `${user}::text`,
      full_name: nameSql(),
      ...profile,
    },
  });
  for (const table of extra) {
    await cloneRows(client, table, {
      where: userOf(email),
      count,
      set: { id: 'gen_random_uuid()', user_id: `${user}::text` },
    });
  }
}

/** Sessions for generated people, with tokens the bench signs itself (no sign-in traffic, no password hashing). */
export const sessionToken = (kind, n) => `bench-session-${kind}-${n}`;
export function sessionCookie(token, secret) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
async function addSessions(client, kind, count) {
  await client.query(
    `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
     select ${idSql(`${kind}-session`)}::text, 'bench-session-${kind}-' || g, ${idSql(kind)}::text,
            now() + interval '30 days', now(), now()
     from generate_series(1, ${count}) g`,
  );
}

/**
 * cleaners (approved, onboarded, Ana's weekly hours, in towns over Portugal and Canada: towns.mjs), `reviewsPerCleaner` reviews each,
 * customers (address and card like Carla's) and `bookings` past completed bookings spread over all of them.
 */
export async function seedBenchData(databaseUrl, { cleaners, customers, reviewsPerCleaner, bookings }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('set synchronous_commit = off');
    await clonePeople(client, {
      kind: 'cleaner',
      email: 'ana@limpa.test',
      count: cleaners,
      // Towns over Portugal and Canada, each cleaner off its centre with a radius of their own (towns.mjs).
      profile: townColumns(cleaners),
      extra: ['provider_availability'],
    });
    await clonePeople(client, {
      kind: 'customer',
      email: 'customer@limpa.test',
      count: customers,
      extra: ['customer_addresses', 'payment_methods'],
    });
    await addSessions(client, 'cleaner', cleaners);
    await addSessions(client, 'customer', customers);
    // Reviews: Ana's first review, once per cleaner and index.
    await client.query(
      `insert into reviews (id, customer_id, cleaner_id, rating, comment, created_at)
       select gen_random_uuid(), ${idSql('customer', `1 + (g % ${customers})`)}::text,
              ${idSql('cleaner', `1 + (g % ${cleaners})`)}::text, 1 + (g % 5), 'Bench review ' || g,
              now() - (g || ' minutes')::interval
       from generate_series(1, ${cleaners * reviewsPerCleaner}) g`,
    );
    // Bookings: copies of a demo completed booking, one per cleaner per day going back (no overlaps).
    await cloneRows(client, 'bookings', {
      where: `t.id = (select id from bookings where status = 'completed' order by starts_at limit 1)`,
      count: bookings,
      set: {
        id: 'gen_random_uuid()',
        cleaner_id: `${idSql('cleaner', `1 + (g % ${cleaners})`)}::text`,
        customer_id: `${idSql('customer', `1 + (g % ${customers})`)}::text`,
        address_id: 'null',
        payment_method_id: 'null',
        starts_at: `t.starts_at - ((g / ${cleaners}) || ' days')::interval`,
        ends_at: `t.ends_at - ((g / ${cleaners}) || ' days')::interval`,
        booking_date: `(t.booking_date::date - (g / ${cleaners}))`,
        created_at: `t.created_at - ((g / ${cleaners}) || ' days')::interval`,
      },
    });
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return Date.now() - started;
}
