// EXPLAIN (ANALYZE, BUFFERS) of the hot queries, written as the app's repositories build them (providers by
// rating, providers matching a text, the admin bookings page and its summary, the cleaners of the town of a slot search).
import pg from 'pg';

const LISTED = `p.role = 'cleaner' and p.is_approved and p.onboarding_complete and p.suspended_at is null`;

// The providers repository's cityKey (normalizeCityKey's SQL twin), as profiles_listed_city_key_idx indexes it.
const CITY_KEY = `regexp_replace(btrim(lower(regexp_replace(normalize(p.city, NFD), U&'[\\0300-\\036f\\1ab0-\\1aff\\1dc0-\\1dff\\20d0-\\20ff\\fe20-\\fe2f]', '', 'g'))), '\\s+', ' ', 'g')`;

export const HOT_QUERIES = {
  'providers, default order (rating)': `
    select p.user_id, p.full_name, p.average_rating, p.review_count from profiles p where ${LISTED}
    order by coalesce(p.average_rating, 0) desc, p.review_count desc, lower(p.full_name) asc, p.user_id asc limit 21`,
  'providers matching a text': `
    select p.user_id, p.full_name from profiles p where ${LISTED}
      and (p.full_name ilike '%Bench cleaner 77%' or p.city ilike '%Bench cleaner 77%' or p.bio ilike '%Bench cleaner 77%')
    order by (coalesce(p.average_rating, 0) + 0) desc, p.review_count desc, lower(p.full_name) asc, p.user_id asc limit 21`,
  'admin bookings, newest first': `
    select b.id from bookings b join profiles c on c.user_id = b.customer_id
      left join profiles k on k.user_id = b.cleaner_id
    where b.id in (select id from bookings order by created_at desc nulls last, id desc nulls last limit 51)
    order by b.created_at desc nulls last, b.id desc nulls last`,
  'admin bookings summary (counts, revenue; cached 10 s without a search)': `
    select status, currency, count(*)::int from bookings group by status, currency`,
  'slots: cleaners of the town': `
    select p.user_id, p.city from profiles p where ${LISTED} and p.country = 'PT' and ${CITY_KEY} = 'lisboa'`,
};

export async function explainHotQueries(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = {};
    for (const [name, text] of Object.entries(HOT_QUERIES)) {
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`);
      plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    return plans;
  } finally {
    await client.end();
  }
}
