// What must hold in the database after the soak, for the bookings the soak's customers made.
import pg from 'pg';

const SOAK_BOOKINGS = `select b.* from bookings b join users u on u.id = b.customer_id where u.email like 'soak-%'`;
const succeeded = (kind) =>
  `exists (select 1 from booking_charges c where c.booking_id = s.id and c.kind = '${kind}' and c.status = 'succeeded')`;

/** Each query lists the offending ids (booking or charge reference). */
const QUERIES = {
  'bookings overlapping another of the same cleaner': `
    with s as (${SOAK_BOOKINGS})
    select s.id from s join bookings b
      on s.cleaner_id = b.cleaner_id and s.id <> b.id and s.time_range && b.time_range
     where s.status <> 'cancelled' and b.status <> 'cancelled'`,
  'bookings charged more than once': `
    with s as (${SOAK_BOOKINGS})
    select c.booking_id as id from booking_charges c join s on s.id = c.booking_id
     where c.kind = 'charge' and c.status = 'succeeded' group by c.booking_id having count(*) > 1`,
  'bookings refunded more than once': `
    with s as (${SOAK_BOOKINGS})
    select c.booking_id as id from booking_charges c join s on s.id = c.booking_id
     where c.kind = 'refund' and c.status = 'succeeded' group by c.booking_id having count(*) > 1`,
  // A booking cancelled between its confirmation and its charge is never charged (settle-booking-payment.ts):
  // what counts is that a booking confirmed now is paid, and a cancelled one that was paid got its money back.
  'confirmed bookings without their charge': `
    with s as (${SOAK_BOOKINGS})
    select s.id from s where s.status in ('confirmed', 'in_progress', 'completed') and not ${succeeded('charge')}`,
  'cancelled bookings charged and not refunded': `
    with s as (${SOAK_BOOKINGS})
    select s.id from s where s.status = 'cancelled' and ${succeeded('charge')} and not ${succeeded('refund')}`,
  'charges the processor has no record of': `
    with s as (${SOAK_BOOKINGS})
    select c.reference as id from booking_charges c join s on s.id = c.booking_id
     where c.status = 'succeeded' and not exists (select 1 from local_gateway_charges g where g.reference = c.reference)`,
  'processor charges no booking knows of': `
    select g.reference as id from local_gateway_charges g
     where g.status = 'succeeded' and g.created_at >= $1
       and not exists (select 1 from booking_charges c where c.reference = g.reference)`,
};

/** Each check's count of violations (with a few example ids), and what the clients saw checked against it. */
export async function checkDatabase(databaseUrl, { startedAt, seen }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results = {};
    const examples = {};
    for (const [name, sql] of Object.entries(QUERIES)) {
      const rows = (await client.query(sql, sql.includes('$1') ? [startedAt] : [])).rows;
      results[name] = rows.length;
      if (rows.length > 0) examples[name] = rows.slice(0, 5).map((r) => r.id);
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
    return { violations: results, examples, totals };
  } finally {
    await client.end();
  }
}
