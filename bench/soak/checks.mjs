// What must hold in the database after the soak, for the bookings the soak's customers made.
import pg from 'pg';

const SOAK_BOOKINGS = `select b.* from bookings b join users u on u.id = b.customer_id where u.email like 'soak-%'`;

const QUERIES = {
  'bookings overlapping another of the same cleaner': `
    with s as (${SOAK_BOOKINGS})
    select count(*)::int as n from s a join bookings b
      on a.cleaner_id = b.cleaner_id and a.id <> b.id and a.time_range && b.time_range
     where a.status <> 'cancelled' and b.status <> 'cancelled'`,
  'bookings charged more than once': `
    with s as (${SOAK_BOOKINGS})
    select count(*)::int as n from (
      select c.booking_id from booking_charges c join s on s.id = c.booking_id
       where c.kind = 'charge' and c.status = 'succeeded' group by c.booking_id having count(*) > 1) x`,
  'bookings refunded more than once': `
    with s as (${SOAK_BOOKINGS})
    select count(*)::int as n from (
      select c.booking_id from booking_charges c join s on s.id = c.booking_id
       where c.kind = 'refund' and c.status = 'succeeded' group by c.booking_id having count(*) > 1) x`,
  'confirmed bookings without their charge': `
    with s as (${SOAK_BOOKINGS})
    select count(*)::int as n from s where s.confirmed_at is not null and not exists (
      select 1 from booking_charges c where c.booking_id = s.id and c.kind = 'charge' and c.status = 'succeeded')`,
  'charges the processor has no record of': `
    with s as (${SOAK_BOOKINGS})
    select count(*)::int as n from booking_charges c join s on s.id = c.booking_id
     where c.status = 'succeeded' and not exists (select 1 from local_gateway_charges g where g.reference = c.reference)`,
  'processor charges no booking knows of': `
    select count(*)::int as n from local_gateway_charges g
     where g.status = 'succeeded' and g.created_at >= $1
       and not exists (select 1 from booking_charges c where c.reference = g.reference)`,
};

/** Each check's count of violations, plus what the clients saw that the database must also say. */
export async function checkDatabase(databaseUrl, { startedAt, seen }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results = {};
    for (const [name, sql] of Object.entries(QUERIES)) {
      const params = sql.includes('$1') ? [startedAt] : [];
      results[name] = (await client.query(sql, params)).rows[0].n;
    }
    const ids = [...new Set([...seen.created, ...seen.confirmed, ...seen.cancelled])];
    const stored = ids.length
      ? (
          await client.query('select id, status, confirmed_at from bookings where id = any($1::uuid[])', [
            ids,
          ])
        ).rows
      : [];
    const byId = new Map(stored.map((r) => [r.id, r]));
    results['created bookings missing from the database'] = [...seen.created].filter(
      (id) => !byId.has(id),
    ).length;
    results['confirmed bookings (200) not confirmed in the database'] = [...seen.confirmed].filter(
      (id) => !byId.get(id)?.confirmed_at,
    ).length;
    results['cancelled bookings (200) not cancelled in the database'] = [...seen.cancelled].filter(
      (id) => byId.get(id)?.status !== 'cancelled',
    ).length;
    const totals = (
      await client.query(
        `with s as (${SOAK_BOOKINGS}) select count(*)::int as bookings,
           count(*) filter (where confirmed_at is not null)::int as confirmed,
           count(*) filter (where status = 'cancelled')::int as cancelled from s`,
      )
    ).rows[0];
    return { violations: results, totals };
  } finally {
    await client.end();
  }
}
