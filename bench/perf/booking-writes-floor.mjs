// A third floor, for POST /bookings alone: Fastify answering with one statement that does every write and
// lock a booking request makes, and nothing else — no session, no validation, no slot or price rules, no
// rendering. It locks the customer's profile, counts a rate-limit hit and the customer's open requests, and
// inserts the booking, the cleaner's notification and the cleaner's mail, and publishes the notification's two
// live events. The rows are copies of the app's (the newest pending booking, request notification and that
// cleaner's mail), so they are as wide as the app's, its ~9 KB mail included, moved to the requested customer,
// cleaner and day. No implementation of the path can be faster than this on the same database and machine
// (decision 040). Started per scale, after the app's booking path wrote those rows; stops on SIGTERM.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});

async function columnsOf(table) {
  const { rows } = await pool.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
       and column_name not in ('id', 'created_at', 'updated_at')
     order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** `insert into <table> (…) select … from <table> where id = <template>`, some columns replaced. */
async function copyOf(table, templateId, replaced) {
  const columns = await columnsOf(table);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => replaced[c] ?? `"${c}"`).join(', ');
  return `insert into ${table} (${list}) select ${values} from ${table} where id = '${templateId}'`;
}

const newest = async (query) => (await pool.query(query)).rows[0]?.id;
const booking = await newest(
  `select id from bookings where status = 'pending' and series_id is null order by created_at desc limit 1`,
);
const templates = {
  booking,
  notification: await newest(
    `select id from notifications where type = 'booking_requested' order by created_at desc limit 1`,
  ),
  // The newest mail to that booking's cleaner: the request's (the confirm path, run before, mails customers).
  mail: await newest(
    `select m.id from mail_outbox m join users u on u.email = m."to" join bookings b on b.cleaner_id = u.id
     where b.id = '${booking}' order by m.created_at desc limit 1`,
  ),
};
if (Object.values(templates).some((id) => !id)) throw new Error('no booking, notification and mail to copy');

// $1 customer, $2 cleaner, $3 address, $4 card, $5 day: the same five ids and date the app's request names.
const shift = (column) => `${column} + ($5::date - booking_date) * interval '1 day'`;
const statement = `with locked as (select user_id from profiles where user_id = $1 for update),
  hit as (insert into rate_limits (key, count, reset_at) values ('floor:booking:' || $1, 1, now() + interval '1 hour')
          on conflict (key) do update set count = rate_limits.count + 1 returning count),
  open as (select count(*)::int as n from bookings where customer_id = $1 and status = 'pending'),
  booking as (${await copyOf('bookings', templates.booking, {
    customer_id: '$1',
    cleaner_id: '$2',
    address_id: '$3',
    payment_method_id: '$4',
    booking_date: '$5::date',
    starts_at: shift('starts_at'),
    ends_at: shift('ends_at'),
  })} returning id),
  notification as (${await copyOf('notifications', templates.notification, {
    user_id: '$2',
    dedupe_key: `'floor:' || gen_random_uuid()`,
  })} returning id),
  mail as (${await copyOf('mail_outbox', templates.mail, {})} returning id)
  select booking.id, hit.count as hits, open.n as open,
    -- The two live events the app's notification publishes (apps/api/src/lib/live-events.ts): a row per
    -- recipient, sealed and notified at commit (decision 082), each commit then taking PostgreSQL's notify queue
    -- lock, as the app's do.
    live_event_publish(array[$2::text], 'notification',
      jsonb_build_object('id', notification.id, 'type', 'booking_requested')) as told_cleaner,
    live_event_publish(array[$1::text, $2::text], 'booking', jsonb_build_object('id', booking.id)) as told_both
  from booking, notification, mail, hit, open, locked`;

const app = Fastify();
app.post('/', async (req, reply) => {
  const { customerId, cleanerId, addressId, paymentMethodId, bookingDate } = req.body;
  const { rows } = await pool.query({
    name: 'booking writes',
    text: statement,
    values: [customerId, cleanerId, addressId, paymentMethodId, bookingDate],
  });
  // One row only when every insert wrote its row and the customer exists: anything less is no floor (a 500,
  // which the bench counts against it), never a fast answer for less work.
  if (rows.length !== 1) throw new Error(`the booking's writes made ${rows.length} rows`);
  return reply.code(201).send(rows[0]);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
