// EXPLAIN (ANALYZE, BUFFERS) of the hot queries, written as the app's repositories build them (providers by
// rating, providers matching a text, providers serving an address, the admin bookings page and its summary (counters), the cleaners of the town of a slot search).
import pg from 'pg';
import { SEARCHED_NAME } from './seed.mjs';

const LISTED = `p.role = 'cleaner' and p.is_approved and p.onboarding_complete and p.suspended_at is null`;

// The API's cityKey (apps/api/src/lib/city-key.ts, normalizeCityKey's SQL twin), as profiles_listed_city_key_idx indexes it.
const CITY_KEY = `regexp_replace(btrim(lower(regexp_replace(normalize(p.city, NFD), U&'[\\0300-\\036f\\1ab0-\\1aff\\1dc0-\\1dff\\20d0-\\20ff\\fe20-\\fe2f]', '', 'g'))), '\\s+', ' ', 'g')`;

/** packages/db cleaner-reach.ts's box (the expression profiles_cleaner_reach_idx indexes) holding Lisboa's point. */
const D_LAT = `(p.work_radius_km::float8 / 111.1950802335329)`;
const D_LNG = `(case when abs(p.latitude::float8) + ${D_LAT} >= 90 then 180 else ${D_LAT} / cos(radians(abs(p.latitude::float8) + ${D_LAT})) end)`;
const REACHES = (lat, lng) =>
  `box(point(p.longitude::float8 - ${D_LNG}, p.latitude::float8 - ${D_LAT}), point(p.longitude::float8 + ${D_LNG}, p.latitude::float8 + ${D_LAT}))
    @> box(point(${lng}::float8, ${lat}::float8), point(${lng}::float8, ${lat}::float8))`;

/** Great-circle km from a cleaner's point to ($lat, $lng): distance-sql.ts's cleanerDistanceKm. */
const DISTANCE = (
  lat,
  lng,
) => `(2 * 6371.0088 * asin(least(1, sqrt(power(sin((radians(${lat}::float8) - radians(p.latitude::float8)) / 2), 2)
  + cos(radians(p.latitude::float8)) * cos(radians(${lat}::float8))
  * power(sin((radians(${lng}::float8) - radians(p.longitude::float8)) / 2), 2)))))`;

/** The provider list's statement for an address's point (Lisboa's, its searchBox), in `order`. */
const nearSearch = (order) => ({
  params: ['numeric', 'numeric', 'text', 'timestamptz', 'int'],
  text: `
    select p.user_id, p.full_name, ${DISTANCE('$1', '$2')} as distance_km from profiles p
    where ${LISTED} and p.country = $3
      and ${REACHES('$1', '$2')}
      and ${DISTANCE('$1', '$2')} <= p.work_radius_km
      and p.is_available and not exists (select 1 from cleaner_time_off o where o.user_id = p.user_id
        and ($4::timestamptz at time zone o.time_zone)::date between o.start_date and o.end_date)
    order by ${order} limit $5`,
  args: async () => "38.717, -9.133, 'PT', now(), 21",
});

export const HOT_QUERIES = {
  'providers, default order (rating)': `
    select p.user_id, p.full_name, p.average_rating, p.review_count from profiles p where ${LISTED}
    order by coalesce(p.average_rating, 0) desc, p.review_count desc, lower(p.full_name) asc, p.user_id asc limit 21`,
  'providers matching a text': `
    select p.user_id, p.full_name from profiles p where ${LISTED}
      and (p.full_name ilike '%${SEARCHED_NAME}%' or p.city ilike '%${SEARCHED_NAME}%' or p.bio ilike '%${SEARCHED_NAME}%')
    order by (coalesce(p.average_rating, 0) + 0) desc, p.review_count desc, lower(p.full_name) asc, p.user_id asc limit 21`,
  'admin bookings, newest first': `
    select b.id from bookings b join profiles c on c.user_id = b.customer_id
      left join profiles k on k.user_id = b.cleaner_id
    where b.id in (select id from bookings order by created_at desc nulls last, id desc nulls last limit 51)
    order by b.created_at desc nulls last, b.id desc nulls last`,
  'admin bookings summary (counts, revenue: the counters kept by the database)': `
    select currency, status, sum(bookings)::int, sum(paid_fee_cents) from booking_counts
    group by currency, status having sum(bookings) <> 0`,
  // Booking create's second statement (create-booking.repository.ts): the open requests and the cleaner's day.
  "booking create: open requests and the cleaner's day": `
    select (select count(distinct coalesce(series_id, id))::int from bookings
            where customer_id = (select id from users where email = 'bench-customer-1@example.test') and status = 'pending') as pending,
      (select json_agg(json_build_object('userId', p.user_id,
          'off', not p.is_available or exists (select 1 from cleaner_time_off o where o.user_id = p.user_id
            and o.start_date <= current_date + 60 and o.end_date >= current_date + 60),
          'availability', (select json_agg(a.weekday) from provider_availability a where a.user_id = p.user_id),
          'busy', (select json_agg(b.starts_at) from bookings b where b.cleaner_id = p.user_id
            and b.status in ('pending','confirmed','in_progress')
            and b.time_range && tstzrange(now() + interval '60 days', now() + interval '60 days 3 hours', '[)'))))
       from profiles p where ${LISTED} and p.country = 'PT' and ${CITY_KEY} = 'lisboa'
         and p.user_id = (select user_id from profiles where role = 'cleaner' and city = 'Lisboa' order by user_id limit 1)) as days`,
  // The same statement as the app runs it: prepared once per connection (one cleaner's day carries no
  // PLAN_EACH_RUN and names no town), so PostgreSQL may settle on its generic plan; this shows that plan.
  "booking create: open requests and the cleaner's day, generic plan": {
    params: ['text', 'text', 'date', 'timestamptz', 'timestamptz', 'text'],
    text: `
    select (select count(distinct coalesce(series_id, id))::int from bookings
            where customer_id = (select id from users where email = $1) and status = 'pending') as pending,
      (select json_agg(json_build_object('userId', p.user_id,
          'off', not p.is_available or exists (select 1 from cleaner_time_off o where o.user_id = p.user_id
            and o.start_date <= $3 and o.end_date >= $3),
          'availability', (select json_agg(a.weekday) from provider_availability a where a.user_id = p.user_id),
          'busy', (select json_agg(b.starts_at) from bookings b where b.cleaner_id = p.user_id
            and b.status in ('pending','confirmed','in_progress') and b.time_range && tstzrange($4, $5, '[)'))))
       from profiles p where ${LISTED} and p.country = $6 and p.user_id = $2) as days`,
    // EXECUTE takes no subqueries: the cleaner is looked up first (any Lisboa cleaner; the same one as above).
    args: async (client) => {
      const { rows } = await client.query(
        `select user_id from profiles where role = 'cleaner' and city = 'Lisboa' order by user_id limit 1`,
      );
      return `'bench-customer-1@example.test', ${client.escapeLiteral(rows[0].user_id)},
        current_date + 60, now() + interval '60 days', now() + interval '60 days 3 hours', 'PT'`;
    },
  },
  // Provider search for a saved address (cleaners.repository.ts with a `near` filter), by rating and nearest
  // first, as the app runs them: prepared once per connection, so these are the generic plans it may settle on.
  'providers serving a Lisboa address, by rating, generic plan': nearSearch(
    'coalesce(p.average_rating, 0) desc, p.review_count desc, lower(p.full_name) asc, p.user_id asc',
  ),
  'providers serving a Lisboa address, nearest first, generic plan': nearSearch(
    `${DISTANCE('$1', '$2')} asc, p.user_id asc`,
  ),
  // The API's cleanerReachesPoint (apps/api/src/lib/distance-sql.ts) around Lisboa: the cleaners whose radius's
  // box holds the point, from profiles_cleaner_reach_idx, then the haversine against each one's radius.
  'slots and search: cleaners whose radius reaches a Lisboa address': `
    select p.user_id from profiles p where ${LISTED} and p.country = 'PT'
      and ${REACHES(38.717, -9.133)}
      and 2 * 6371.0088 * asin(least(1, sqrt(power(sin((radians(38.717) - radians(p.latitude::float8)) / 2), 2)
        + cos(radians(p.latitude::float8)) * cos(radians(38.717))
        * power(sin((radians(-9.133) - radians(p.longitude::float8)) / 2), 2)))) <= p.work_radius_km`,
};

export async function explainHotQueries(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = {};
    for (const [name, query] of Object.entries(HOT_QUERIES)) {
      const { rows } =
        typeof query === 'string'
          ? await client.query(`explain (analyze, buffers) ${query}`)
          : await explainGeneric(client, query);
      plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    return plans;
  } finally {
    await client.end();
  }
}

/** A prepared statement's generic plan, the one a connection may settle on after its first runs. */
async function explainGeneric(client, { params, text, args }) {
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare explained (${params.join(', ')}) as ${text}`);
  try {
    return await client.query(`explain (analyze, buffers) execute explained (${await args(client)})`);
  } finally {
    await client.query('deallocate explained');
    await client.query('reset plan_cache_mode');
  }
}
